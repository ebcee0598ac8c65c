import { useResourceParams } from "@refinedev/core";
import { useTranslation } from "react-i18next";

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

/** The page kinds whose titles an area's texts hold (`<texts>.titles.<kind>`). */
export type PageKind = "list" | "show" | "create" | "edit" | "archive";

const stringOr = (value: unknown) => (typeof value === "string" ? value : undefined);

/**
 * What a page frame reads from its area's declaration (by default the page's own area): the resource,
 * the records' id and name fields, and the texts of its titles and search box. A page gives only what
 * differs from the declaration.
 */
export function useAreaDeclaration(resource?: string) {
  const { t } = useTranslation();
  const { resource: item } = useResourceParams({ resource });
  const meta = item?.meta ?? {};
  const texts = stringOr(meta.texts);
  const text = (key: string) => (texts === undefined ? "" : t(`${texts}.${key}`));
  return {
    resource: resource ?? item?.name ?? "",
    idField: stringOr(meta.idField) ?? "id",
    recordLabel: stringOr(meta.recordLabel),
    title: (kind: PageKind) => text(`titles.${kind}`),
    searchPlaceholder: () => text("filters.search"),
  };
}
