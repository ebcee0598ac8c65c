import { domainLinks } from "@/lib/domain-links";
import type { notificationScheduleArea } from "./notification-schedule";
import type { notificationArea } from "./notification";
import type { templateMessageArea } from "./template-message";

/**
 * Typed links to the notifications pages, built from their area declarations (`links.schedule.list()`); other
 * domains use them through exports.ts.
 */
export const links = domainLinks<{
  schedule: typeof notificationScheduleArea;
  notification: typeof notificationArea;
  template: typeof templateMessageArea;
}>({
  schedule: "notification-schedule",
  notification: "notification",
  template: "template-message",
});
