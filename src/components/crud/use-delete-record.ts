import { type BaseKey, useDelete } from "@refinedev/core";
import { useSavedMessage } from "./saved-message";

/** Deletes one record of `resource` and says so, naming it (“Brand “Optik Prima” deleted”). */
export function useDeleteRecord(resource: string) {
  const { mutate, mutation } = useDelete();
  const saved = useSavedMessage(resource);
  const remove = (id: BaseKey, name: string, onSettled?: () => void) =>
    mutate(
      {
        resource,
        id,
        successNotification: () => ({ type: "success", message: saved("delete", undefined, name) }),
      },
      { onSettled },
    );
  return { remove, pending: mutation.isPending };
}
