import { useForm, type UseFormProps } from "@refinedev/antd";
import { useInvalidate, type BaseRecord, type HttpError } from "@refinedev/core";
import type { FormInstance } from "antd";
import { useRef } from "react";
import { z } from "zod";
import { toApiValues, useSchemaForm } from "@/components/form/use-schema-form";
import { useFetchWhileRendering } from "@/lib/fetch-while-rendering";
import { useSavedMessage } from "./saved-message";
import { placeNestedServerErrors, type FieldPath } from "./server-errors";
import { useConflictReload } from "./use-conflict-reload";
import { useAddressParams } from "./use-record";
import { useShowRedirect } from "./use-show-redirect";

/** A form without a schema has no fields to describe. */
const NO_SCHEMA = z.object({});

export interface RecordFormOptions<TData extends BaseRecord, TVariables> {
  action: "create" | "edit";
  /** The resource's name and the id field of its records: a save opens the record's page. */
  resource: string;
  idField: string;
  /** Where a server error keyed below the form's fields shows (see placeNestedServerErrors). */
  errorField?: (path: FieldPath) => FieldPath | undefined;
  queryOptions?: UseFormProps<TData, HttpError, TVariables>["queryOptions"];
  /** Where a save leads: the record's page (default) or, for areas without one, the list. */
  afterSave?: "show" | "list";
  /**
   * The entity's write schema: the form's fields take their labels and rules from it (`field`), and
   * an emptied optional field is sent as null.
   */
  schema?: z.ZodType;
}

/**
 * Every create and edit form of the console: Refine's antd form, the record's page after a save,
 * the unsaved-changes warning (re-armed after a failed save, so nothing typed is lost by leaving),
 * the server's field errors on their fields, nested ones included, and optimistic concurrency: an
 * edit sends the `updatedAt` it loaded, and when the server answers 409 (someone else saved first)
 * the form keeps what was typed and offers to reload (`conflict`, shown by RecordEdit).
 */
export function useRecordForm<TData extends BaseRecord, TVariables = Partial<TData>>({
  action,
  resource,
  idField,
  errorField,
  queryOptions,
  afterSave: afterSaveTo = "show",
  schema,
}: RecordFormOptions<TData, TVariables>) {
  const field = useSchemaForm(schema ?? NO_SCHEMA);
  const afterSave = useShowRedirect(resource, afterSaveTo === "show" ? idField : undefined);
  const formRef = useRef<FormInstance>(null);
  const { refetch, setStale, conflict } = useConflictReload();
  const invalidate = useInvalidate();
  const saved = useSavedMessage(resource);
  // An edit form's record is asked for while the page renders (src/lib/fetch-while-rendering.ts).
  const early = useFetchWhileRendering({ keyLeavesOut: useAddressParams() });
  const result = useForm<TData, HttpError, TVariables>({
    action,
    redirect: false,
    warnWhenUnsavedChanges: true,
    // Refine refetches the record after any save, failed ones too, and new data resets the form: after
    // a refused save that would throw away what was typed. The record is refreshed on success only.
    invalidates: ["list", "many"],
    // A refetch would reset the form to the server's version: never behind the user's back.
    queryOptions: { refetchOnWindowFocus: false, ...early.queryOptions, ...queryOptions },
    // One sentence that names what was saved (Refine's own says "Successful" and the resource's id).
    successNotification: (data) => ({
      type: "success",
      message: saved(action, data?.data as object | undefined),
    }),
    // The conflict is said on the page, with its way out; other failures keep Refine's toast.
    errorNotification: (error) => (error?.statusCode === 409 ? false : undefined),
    onMutationSuccess: (data) => {
      setStale(false);
      const id = data?.data?.[idField] as string | undefined;
      if (action === "edit" && id !== undefined)
        void invalidate({ resource, invalidates: ["detail"], id });
      afterSave.onMutationSuccess(data);
    },
    onMutationError: (error) => {
      afterSave.onMutationError();
      if (action === "edit" && error?.statusCode === 409) setStale(true);
      // After Refine has put the errors that name a field on it.
      if (formRef.current)
        placeNestedServerErrors(formRef.current, error?.errors as never, errorField);
    },
  });
  early.startIfWaiting(result.query?.fetchStatus ?? "idle");
  formRef.current = result.form;

  const { query, formProps } = result;
  const loadedAt = (query?.data?.data as { updatedAt?: unknown } | undefined)?.updatedAt;
  // New data resets the form to it (Refine's useForm follows the record).
  refetch.current = () => query?.refetch() ?? Promise.resolve();

  return {
    ...result,
    formProps: {
      ...formProps,
      onFinish: (typed: TVariables) => {
        const values = schema
          ? (toApiValues(schema, typed as Record<string, unknown>) as TVariables)
          : typed;
        return formProps.onFinish?.(
          action === "edit" && typeof loadedAt === "string"
            ? ({ ...values, updatedAt: loadedAt } as TVariables)
            : values,
        );
      },
    },
    conflict,
    /** A field of the form, from the schema: spread it on a Form.Item (`<Form.Item {...field("name")}>`). */
    field,
  };
}
