/** Change logs: who changed what on a record (`/{path}/{id}/change-logs`, `/change-logs`). */
import { id, timestamp, z } from "./common";

export const CHANGE_LOG_ACTIONS = ["CREATE", "UPDATE", "ARCHIVE", "UNARCHIVE", "DELETE"] as const;

export const changeLog = z
  .object({
    id: id(),
    entity: z
      .string()
      .meta({ description: 'The kind of record: "product", "brand", "store", "transaction", …' }),
    entityId: z.string(),
    entityName: z.string().meta({ description: "The record's name when the change was made." }),
    action: z.enum(CHANGE_LOG_ACTIONS),
    changedBy: z.object({ userId: z.string(), name: z.string() }),
    changes: z
      .array(z.object({ field: z.string(), before: z.unknown(), after: z.unknown() }))
      .meta({ description: "Each changed field, before and after (empty for a delete)." }),
    createdAt: timestamp(),
    updatedAt: timestamp(),
  })
  .meta({ id: "ChangeLog" });

export const changeLogAuthor = z
  .object({ userId: z.string(), name: z.string() })
  .meta({ id: "ChangeLogAuthor" });

export type ChangeLog = z.infer<typeof changeLog>;
export type ChangeLogAction = (typeof CHANGE_LOG_ACTIONS)[number];
