import { changeLogPage } from "@/components/crud/change-log-page";
import { scheduleChangeValues } from "./change-values";

/** /notification-schedule/:id/change-logs: one schedule's history. */
export default changeLogPage({
  entity: "notification-schedule",
  resource: "notification-schedule",
  values: scheduleChangeValues,
});
