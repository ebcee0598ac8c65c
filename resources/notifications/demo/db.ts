import { collection, defineCollections } from "@/mocks/db";
import type { Notification } from "@/contract/my-notifications";
import type { CustomerNotification } from "../schema/customer-notification";
import type { TemplateMessage } from "../schema/template-message";
import { seedNotifications } from "./inbox.seed";
import { seedNotificationSchedules, type StoredSchedule } from "./notification-schedules.seed";
import { seedSentNotifications } from "./notifications.seed";
import { seedTemplateMessages } from "./template-messages.seed";

export const collections = defineCollections({
  /** The staff's own notifications (the bell of the shell, `GET /my-notifications`). */
  notifications: collection<Notification>("id", "ntf", seedNotifications, ["title", "message"]),
  templateMessages: collection<TemplateMessage>("templateId", "tpl", seedTemplateMessages, [
    "templateName",
    "subjectId",
    "subjectEn",
    "titleId",
    "titleEn",
  ]),
  notificationSchedules: collection<StoredSchedule>(
    "scheduleId",
    "nsc",
    seedNotificationSchedules,
    ["name", "title"],
  ),
  sentNotifications: collection<CustomerNotification>(
    "notificationId",
    "snt",
    seedSentNotifications,
    ["title"],
  ),
});

type NotificationsCollections = typeof collections;
declare module "@/mocks/db" {
  interface DemoDb extends NotificationsCollections {}
}
