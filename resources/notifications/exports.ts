/** What other domains may use of the notifications domain. */
export { links } from "./links";
export {
  NOTIFICATION_ATTENTION,
  SCHEDULE_ATTENTION,
  type NotificationAttention,
  type ScheduleAttention,
} from "./schema/attention";
