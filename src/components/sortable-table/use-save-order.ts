import { useCustomMutation, useInvalidate, useNotification } from "@refinedev/core";
import { useMemo, useState } from "react";

interface SaveOrderOptions {
  /** The reorder call (`apiPath("/…/reorder")`), sent as a PATCH. */
  url: string;
  /** The Refine resource whose lists show the order (refetched after every save, saved or not). */
  resource: string;
  /** One notification at a time for this list: a second move replaces the first one's message. */
  notificationKey: string;
}

/**
 * Saves a new order at once: the rows show it while the call runs (`pending`), a success says so, a
 * refusal says so with the server's reason and the server's order comes back.
 */
export function useSaveOrder({ url, resource, notificationKey }: SaveOrderOptions) {
  const invalidate = useInvalidate();
  const { open } = useNotification();
  const { mutateAsync } = useCustomMutation();
  /** The order just chosen, shown until the server's list catches up (or the save fails). */
  const [pending, setPending] = useState<string[]>();

  const save = async (
    ids: string[],
    body: object,
    messages: { saved: string; failed: string },
  ): Promise<void> => {
    setPending(ids);
    try {
      await mutateAsync({
        url,
        method: "patch",
        values: body,
        successNotification: false,
        errorNotification: false,
      });
      open?.({ type: "success", key: notificationKey, message: messages.saved });
    } catch (error) {
      open?.({
        type: "error",
        key: notificationKey,
        message: messages.failed,
        description: error instanceof Error ? error.message : undefined,
      });
    } finally {
      await invalidate({ resource, invalidates: ["list"] });
      setPending(undefined);
    }
  };
  return { pending, save };
}

/** The rows by their stored order, or in the order just chosen while it is being saved. */
export function useRowsInOrder<T extends { order: number }>(
  data: T[] | undefined,
  idOf: (row: T) => string,
  pending: string[] | undefined,
): T[] {
  return useMemo(() => {
    const list = [...(data ?? [])].sort((a, b) => a.order - b.order);
    return pending
      ? list.sort((a, b) => pending.indexOf(idOf(a)) - pending.indexOf(idOf(b)))
      : list;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- idOf reads a fixed field
  }, [data, pending]);
}
