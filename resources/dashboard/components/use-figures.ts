import { useCustom, useDataProvider } from "@refinedev/core";
import { useState } from "react";
import { EARLY_ANSWER_MS, keyOf, settledEarly, takeEarly } from "./early-figures";
import type { PanelState } from "./panel";

/**
 * One dashboard call (a contract path with its query), as a panel uses it: its answer and its
 * state. A failure stays in its panel (no toast); `enabled: false` makes no call (a panel the user
 * may not see, a range not chosen yet).
 */
export function useFigures<T>(
  /** `apiPath("/dashboard/summary")`. */
  url: string,
  query: Record<string, string | undefined>,
  enabled = true,
): { data: T | undefined; state: PanelState } {
  const dataProvider = useDataProvider();
  const params = Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined));
  const send = () => dataProvider().custom!<T & object>({ url, method: "get", query: params });
  // The same call asked for with the page's code (early-figures.ts), if its answer is already here:
  // the panel's first render shows it, and it counts as fresh as long as an early answer may wait.
  // Only for that call: another outlet or period is a call of its own.
  const thisCall = keyOf(url, params);
  const [settled] = useState(() => {
    const answer = enabled ? settledEarly(url, params) : undefined;
    return (
      answer && {
        call: thisCall,
        answer: answer as Awaited<ReturnType<typeof send>>,
        at: Date.now(),
      }
    );
  });
  const early = settled?.call === thisCall ? settled : undefined;
  const { query: call } = useCustom<T & object>({
    url,
    method: "get",
    config: { query: params },
    queryOptions: {
      enabled,
      ...(early && {
        initialData: early.answer,
        initialDataUpdatedAt: early.at,
        staleTime: EARLY_ANSWER_MS,
      }),
      // The same call asked for with the page's code (early-figures.ts), else a new one.
      queryFn: () => (takeEarly(url, params) as ReturnType<typeof send> | undefined) ?? send(),
    },
    errorNotification: false,
  });
  return {
    data: call.data?.data as T | undefined,
    state: {
      loading: enabled && call.isLoading,
      failed: call.isError,
      retry: () => void call.refetch(),
    },
  };
}
