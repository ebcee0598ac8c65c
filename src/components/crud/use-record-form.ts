import { useForm, type UseFormProps } from "@refinedev/antd";
import type { BaseRecord, HttpError } from "@refinedev/core";
import type { FormInstance } from "antd";
import { useRef } from "react";
import { placeNestedServerErrors, type FieldPath } from "./server-errors";
import { useShowRedirect } from "./use-show-redirect";

export interface RecordFormOptions<TData extends BaseRecord, TVariables> {
  action: "create" | "edit";
  /** The resource's name and the id field of its records: a save opens the record's page. */
  resource: string;
  idField: string;
  /** Where a server error keyed below the form's fields shows (see placeNestedServerErrors). */
  errorField?: (path: FieldPath) => FieldPath | undefined;
  queryOptions?: UseFormProps<TData, HttpError, TVariables>["queryOptions"];
}

/**
 * Every create and edit form of the console: Refine's antd form, the record's page after a save,
 * the unsaved-changes warning (re-armed after a failed save, so nothing typed is lost by leaving),
 * and the server's field errors on their fields, nested ones included.
 */
export function useRecordForm<TData extends BaseRecord, TVariables = Partial<TData>>({
  action,
  resource,
  idField,
  errorField,
  queryOptions,
}: RecordFormOptions<TData, TVariables>) {
  const afterSave = useShowRedirect(resource, idField);
  const formRef = useRef<FormInstance>(null);
  const result = useForm<TData, HttpError, TVariables>({
    action,
    redirect: false,
    warnWhenUnsavedChanges: true,
    queryOptions,
    onMutationSuccess: afterSave.onMutationSuccess,
    onMutationError: (error) => {
      afterSave.onMutationError();
      // After Refine has put the errors that name a field on it.
      if (formRef.current)
        placeNestedServerErrors(formRef.current, error?.errors as never, errorField);
    },
  });
  formRef.current = result.form;
  return result;
}
