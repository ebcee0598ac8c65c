/** The signed-in user's notifications (the bell and drawer of spec 2.4). */
import { id, timestamp, z } from "./common";

/** Spec 3 "Notification". */
export const notification = z
  .object({
    id: id(),
    title: z.string(),
    message: z.string(),
    type: z.string(),
    platform: z.string(),
    receiverUserId: z.string(),
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
