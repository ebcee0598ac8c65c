import type { BaseRecord } from "@refinedev/core";
import { useRecordForm, type RecordFormOptions } from "./use-record-form";

/**
 * An area's one hook for its create and edit pages (`useBrandForm("edit")`): the resource, its id
 * field and its schema are said once, the page says which of the two it is.
 */
export function recordFormHook<TData extends BaseRecord, TVariables>(
  options: Omit<RecordFormOptions<TData, TVariables>, "action">,
) {
  return function useAreaForm(action: "create" | "edit") {
    return useRecordForm<TData, TVariables>({ ...options, action });
  };
}
