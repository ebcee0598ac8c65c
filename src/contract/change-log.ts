/** Change logs: who changed what on a record (`/{path}/{id}/change-logs`, `/change-logs`). */
import { id, timestamp, z } from "./common";

export const CHANGE_LOG_ACTIONS = ["CREATE", "UPDATE", "ARCHIVE", "UNARCHIVE", "DELETE"] as const;

/**
 * How a change log reads a field's values (from the entity's schema): money and numbers formatted,
 * dates as dates, booleans as words, enums by their label, lists as what was added and removed,
 * images as thumbnails, a reference by the record's name.
 */
export const CHANGE_FIELD_KINDS = [
  "text",
  "money",
  "number",
  "boolean",
  "date",
  "enum",
  "list",
  "image",
  "reference",
  "object",
] as const;

export const changeField = z
  .object({
    label: z
      .string()
      .optional()
      .meta({ description: "The field's label as a locale key (from the schema's meta)." }),
    kind: z.enum(CHANGE_FIELD_KINDS),
    names: z
      .record(z.string(), z.string())
      .optional()
      .meta({ description: "Names of the records a reference (or list of references) points at." }),
  })
  .meta({ id: "ChangeField" });

export const changeLog = z
  .object({
    id: id(),
    entity: z
      .string()
      .meta({ description: 'The kind of record: "product", "brand", "store", "transaction", …' }),
    entityId: z.string(),
    entityName: z.string().meta({ description: "The record's name when the change was made." }),
    action: z.enum(CHANGE_LOG_ACTIONS),
    changedBy: z.object({
      userId: z.string(),
      name: z.string(),
      role: z.string().optional().meta({ description: "The role of the person (its name)." }),
    }),
    changes: z
      .array(z.object({ field: z.string(), before: z.unknown(), after: z.unknown() }))
      .meta({ description: "Each changed field, before and after (empty for a delete)." }),
    fields: z
      .record(z.string(), changeField)
      .optional()
      .meta({ description: "How to read each changed field, from the entity's schema." }),
    createdAt: timestamp(),
    updatedAt: timestamp(),
  })
  .meta({ id: "ChangeLog" });

export const changeLogAuthor = z
  .object({ userId: z.string(), name: z.string() })
  .meta({ id: "ChangeLogAuthor" });

export const changeLogKind = z
  .object({
    entity: z.string().meta({ description: 'A kind of record ("product", "voucher", …).' }),
  })
  .meta({ id: "ChangeLogKind" });

export type ChangeLog = z.infer<typeof changeLog>;
export type ChangeField = z.infer<typeof changeField>;
export type ChangeFieldKind = (typeof CHANGE_FIELD_KINDS)[number];
export type ChangeLogAction = (typeof CHANGE_LOG_ACTIONS)[number];
