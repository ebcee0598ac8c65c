import { useResourceParams } from "@refinedev/core";

/** A resource's meta: what its area declares about its records (defineArea's `idField`, `recordLabel`). */
export interface RecordFields {
  idField?: unknown;
  recordLabel?: unknown;
  [other: string]: unknown;
}

/** A record's id and display name, the fields its area's declaration names; undefined until it loads. */
export function recordIdentity(record: object | undefined, fields: RecordFields | undefined) {
  const read = (field: unknown) => {
    if (!record || typeof field !== "string") return undefined;
    const value = (record as Record<string, unknown>)[field];
    return value == null ? undefined : String(value);
  };
  return { id: read(fields?.idField), name: read(fields?.recordLabel) };
}

/** `recordIdentity` through the declaration of `resource` (by default the page's own). */
export function useRecordIdentity(record: object | undefined, resource?: string) {
  const { resource: item } = useResourceParams({ resource });
  return recordIdentity(record, item?.meta);
}
