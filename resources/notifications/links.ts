import { areaLinks } from "@/lib/resource";
import type { notificationScheduleArea } from "./notification-schedule";
import type { notificationArea } from "./notification";
import type { templateMessageArea } from "./template-message";

/**
 * Typed links to the notifications pages, built from their area declarations (`links.schedule.list()`); other
 * domains use them through exports.ts.
 */
export const links = {
  schedule: areaLinks<typeof notificationScheduleArea>("notification-schedule"),
  notification: areaLinks<typeof notificationArea>("notification"),
  template: areaLinks<typeof templateMessageArea>("template-message"),
};
