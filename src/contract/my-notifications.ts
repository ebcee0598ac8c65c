/** The signed-in user's notifications (the bell and drawer of spec 2.4). */
import { id, timestamp, z } from "./common";

/**
 * What a notification is about: a console area (its resource name, e.g. "transactions") and the
 * record's id. The bell opens that record's page; an area without a record (the dashboard for a
 * report) opens the area's page.
 */
export const notificationTarget = z
  .object({
    resource: z.string().min(1),
    recordId: z.union([z.string().min(1), z.null()]),
  })
  .meta({ id: "NotificationTarget" });

/**
 * The notes the system writes for staff (a new order, a confirmed payment, low stock...): kept as a
 * key with its values, so the console shows them in the reader's language. `title` and `message`
 * carry the same note in English, for clients that do not know the key.
 */
export const NOTIFICATION_TEXTS = [
  "NEW_ORDER",
  "PAYMENT_CONFIRMED",
  "LOW_STOCK",
  "VOUCHER_ENDING",
  "NEW_REVIEW",
  "PRESCRIPTION_UPLOADED",
  "REWARD_CLAIMED",
  "MONTHLY_REPORT",
] as const;
export type NotificationText = (typeof NOTIFICATION_TEXTS)[number];

/** Spec 3 "Notification", with the record it is about (`target`, none for a note about nothing). */
export const notification = z
  .object({
    id: id(),
    title: z.string(),
    message: z.string(),
    type: z.string(),
    platform: z.string(),
    receiverUserId: z.string(),
    textKey: z.enum(NOTIFICATION_TEXTS).optional().meta({
      description:
        "A note the system wrote: the console shows its title and message in the reader's language, from this key and `textValues`.",
    }),
    textValues: z
      .object({
        code: z.string().optional().meta({ description: "A transaction's code." }),
        name: z
          .string()
          .optional()
          .meta({ description: "The named record: a product, voucher, customer or reward." }),
        count: z
          .number()
          .int()
          .min(0)
          .optional()
          .meta({ description: "VOUCHER_ENDING: days left." }),
      })
      .optional(),
    target: z.union([notificationTarget, z.null()]).optional().meta({
      description: "The record the notification is about; clicking it opens that record.",
    }),
    readByUserAt: z.union([timestamp(), z.null()]).meta({ description: "Empty means unread." }),
    createdAt: timestamp(),
    updatedAt: timestamp(),
  })
  .meta({ id: "Notification" });

const receiverUserId = z
  .string({ error: () => "receiverUserId is required." })
  .min(1, "receiverUserId is required.");

export const markAsReadRequest = z
  .object({
    notificationIds: z
      .array(z.string(), { error: () => "notificationIds must be a non-empty list of ids." })
      .min(1, "notificationIds must be a non-empty list of ids."),
    receiverUserId,
  })
  .meta({ id: "MarkAsReadRequest" });

export const markAllAsReadRequest = z
  .object({ receiverUserId })
  .meta({ id: "MarkAllAsReadRequest" });

export const markedAsRead = z
  .object({ notificationIds: z.array(z.string()), readByUserAt: timestamp() })
  .meta({ id: "MarkedAsRead" });

export type Notification = z.infer<typeof notification>;
export type NotificationTarget = z.infer<typeof notificationTarget>;
