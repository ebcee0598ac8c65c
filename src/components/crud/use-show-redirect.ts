import { type BaseRecord, useGo, useWarnAboutChange } from "@refinedev/core";
import { useCallback } from "react";

/**
 * Save callbacks of every create/edit form:
 * - success opens the record's page (Refine's own `redirect: "show"` reads
 *   `data.id`; our records name their id: `productId`, `brandId`...);
 * - failure re-arms the unsaved-changes warning (Refine clears it on submit),
 *   so a failed save never lets the typed values be lost by leaving.
 */
export function useShowRedirect(resource: string, idField: string | undefined) {
  const go = useGo();
  const { setWarnWhen } = useWarnAboutChange();
  const onMutationSuccess = useCallback(
    ({ data }: { data: BaseRecord }) => {
      const id = idField === undefined ? undefined : (data?.[idField] as string | undefined);
      go(id ? { to: { resource, action: "show", id } } : { to: { resource, action: "list" } });
    },
    [go, resource, idField],
  );
  const onMutationError = useCallback(() => setWarnWhen(true), [setWarnWhen]);
  return { onMutationSuccess, onMutationError };
}
