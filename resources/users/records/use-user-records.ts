import {
  useCreate,
  useCustomMutation,
  useDelete,
  useInvalidate,
  useList,
  useUpdate,
  type BaseRecord,
  type HttpError,
} from "@refinedev/core";
import type { FormInstance } from "antd";
import { useCallback } from "react";
import { errorPath, placeNestedServerErrors } from "@/components/crud/server-errors";

/**
 * One sub-collection of a user (`apiPath("/users/{userId}/addresses", { userId })`): its list and
 * writes through Refine's data provider (the collection's API path in `meta.apiPath`); every write
 * refreshes the list. Notifications are the component's own (Refine's would name the resource).
 */
export function useUserRecords<T extends BaseRecord>(
  resource: string,
  apiPath: string,
  { pageSize, sortField }: { pageSize: number; sortField: string },
) {
  const meta = { apiPath };
  const list = useList<T, HttpError>({
    resource,
    meta,
    pagination: { currentPage: 1, pageSize, mode: "server" },
    sorters: [{ field: sortField, order: "desc" }],
    queryOptions: { refetchOnWindowFocus: false },
  });
  const quiet = { successNotification: false, errorNotification: false } as const;
  const create = useCreate<T, HttpError>();
  const update = useUpdate<T, HttpError>();
  const remove = useDelete<T, HttpError>();
  const custom = useCustomMutation<T>();
  const invalidate = useInvalidate();
  const refresh = useCallback(
    () => invalidate({ resource, invalidates: ["list"] }),
    [invalidate, resource],
  );

  return {
    records: list.result.data ?? [],
    total: list.result.total ?? 0,
    query: list.query,
    refresh,
    create: (values: object) =>
      create.mutateAsync({ resource, meta, values, ...quiet }).then((answer) => answer.data),
    update: (id: string, values: object) =>
      update.mutateAsync({ resource, meta, id, values, ...quiet }).then((answer) => answer.data),
    remove: (id: string) => remove.mutateAsync({ resource, meta, id, ...quiet }),
    /** A PATCH of one record's own action (`apiPath("/users/{userId}/addresses/{id}/default", …)`). */
    patch: (url: string) =>
      custom
        .mutateAsync({
          url,
          method: "patch",
          values: {},
          ...quiet,
        })
        .then(async (answer) => {
          await refresh();
          return answer.data;
        }),
  };
}

/** The server's 422 messages on the fields they name (nested keys on the field that holds them). */
export function showServerErrors(form: FormInstance, error: unknown): boolean {
  const errors = (error as HttpError | undefined)?.errors as Record<string, string> | undefined;
  if (!errors || Object.keys(errors).length === 0) return false;
  const named = new Set(form.getFieldsError().map((field) => JSON.stringify(field.name)));
  form.setFields(
    Object.entries(errors)
      .filter(([key]) => named.has(JSON.stringify(errorPath(key))))
      .map(([key, message]) => ({ name: errorPath(key), errors: [message] })),
  );
  placeNestedServerErrors(form, errors);
  return true;
}

/** A sentence for a failed call (the server's message, else the fallback). */
export const messageOf = (error: unknown, fallback: string) =>
  error instanceof Error && error.message ? error.message : fallback;
