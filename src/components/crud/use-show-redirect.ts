import { type BaseRecord, useGo, useKeys, useWarnAboutChange } from "@refinedev/core";
import { partialMatchKey, useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect } from "react";
import { pageChunk } from "@/lib/page-loader";
import { areaNamed } from "@/lib/resource";

/** How long a save waits for its record's page to ask for the record. */
const STOP_WAITING_MS = 10_000;

/**
 * Save callbacks of every create/edit form:
 * - success opens the record's page (Refine's own `redirect: "show"` reads
 *   `data.id`; our records name their id: `productId`, `brandId`...), at once
 *   and whole: its code is downloaded while the form is open, and the save's
 *   answer (the record as the API shows it) is its first data. Without both the
 *   page went form → blank frame → spinner → record (a blink a test could catch
 *   between finding a text and counting it); now it goes form → record, and the
 *   page still reloads the record behind the scenes;
 * - failure re-arms the unsaved-changes warning (Refine clears it on submit),
 *   so a failed save never lets the typed values be lost by leaving.
 */
export function useShowRedirect(resource: string, idField: string | undefined) {
  const go = useGo();
  const queryClient = useQueryClient();
  const { keys } = useKeys();
  const { setWarnWhen } = useWarnAboutChange();
  const showPage = idField === undefined ? undefined : areaNamed(resource)?.pages.show;
  useEffect(() => {
    if (showPage) void pageChunk(showPage).prefetch();
  }, [showPage]);
  const onMutationSuccess = useCallback(
    ({ data }: { data: BaseRecord }) => {
      const id = idField === undefined ? undefined : (data?.[idField] as string | undefined);
      if (id === undefined) {
        go({ to: { resource, action: "list" } });
        return;
      }
      // Refine's detail queries of the record ("one" + id; each page's key adds its meta after it).
      const record = keys().data("default").resource(resource).action("one").id(id).get();
      const saved = { data };
      // The record page's query is made as it first renders: it starts from the saved record (the
      // cache tells a query's creation at once, before that render reads it) and reloads it behind.
      // A page whose query is there already (the record was open before an edit) shows it and
      // reloads it (useRecordForm invalidates it): its content stays in place meanwhile.
      const cache = queryClient.getQueryCache();
      const stop = cache.subscribe((event) => {
        if (event.type !== "added" || !partialMatchKey(event.query.queryKey, record)) return;
        stop();
        if (event.query.state.data === undefined) event.query.setData(saved);
      });
      // A save that never reaches its page (a navigation blocked on the way) leaves no listener.
      setTimeout(stop, STOP_WAITING_MS);
      go({ to: { resource, action: "show", id } });
    },
    [go, keys, queryClient, resource, idField],
  );
  const onMutationError = useCallback(() => setWarnWhen(true), [setWarnWhen]);
  return { onMutationSuccess, onMutationError };
}
