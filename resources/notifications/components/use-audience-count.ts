import { useCustomMutation } from "@refinedev/core";
import { useEffect, useRef, useState } from "react";
import type { Audience, AudienceCount } from "../schema/customer-notification";

/** The fields an audience needs before it can be counted. */
export function isAudienceComplete(audience: Partial<Audience> | undefined): audience is Audience {
  switch (audience?.type) {
    case "ALL":
      return true;
    case "TIER":
      return !!audience.loyaltyId && !!audience.tierId;
    case "STORE":
      return !!audience.storeId;
    case "CHOSEN":
      return (audience.userIds?.length ?? 0) > 0;
    default:
      return false;
  }
}

export interface AudienceCountState {
  count?: number;
  name?: string;
  loading: boolean;
  /** The server's sentence when the count failed. */
  error?: string;
}

/**
 * How many customers the audience reaches, asked from the API at `url` (the send's or the
 * schedules' `…/audience-count`) each time the audience changes (after a short pause; an answer to
 * an older audience is dropped).
 */
export function useAudienceCount(url: string, audience: Partial<Audience> | undefined) {
  const { mutateAsync } = useCustomMutation<AudienceCount>();
  const [state, setState] = useState<AudienceCountState>({ loading: false });
  const asked = useRef(0);
  const key = JSON.stringify(audience ?? null);

  useEffect(() => {
    const ask = ++asked.current;
    if (!isAudienceComplete(audience)) {
      setState({ loading: false });
      return;
    }
    setState((previous) => ({ ...previous, loading: true, error: undefined }));
    const timer = setTimeout(() => {
      mutateAsync({
        url,
        method: "post",
        values: {
          audience: {
            type: audience.type,
            loyaltyId: audience.loyaltyId ?? null,
            tierId: audience.tierId ?? null,
            storeId: audience.storeId ?? null,
            userIds: audience.userIds ?? [],
          },
        },
        successNotification: false,
        errorNotification: false,
      }).then(
        ({ data }) => {
          if (ask === asked.current)
            setState({ count: data.count, name: data.name, loading: false });
        },
        (error: { message?: string }) => {
          if (ask === asked.current) setState({ loading: false, error: error?.message ?? "" });
        },
      );
    }, 250);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the audience's value, not its identity
  }, [key, url]);

  return state;
}
