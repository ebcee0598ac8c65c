import { changeLogPage } from "@/components/crud/change-log-page";

/** /notification-schedule/:id/change-logs: one schedule's history. */
export default changeLogPage({
  entity: "notification-schedule",
  resource: "notification-schedule",
});
