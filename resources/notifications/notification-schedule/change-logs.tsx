import { changeLogPage } from "@/components/crud/change-log-page";
import { channelLabel } from "../components/labels";
import type { ScheduleTimeZone } from "../schema/schedule-rules";
import { kindLabel, statusLabel, zoneLabel } from "./labels";

/** /notification-schedule/:id/change-logs: one schedule's history. */
export default changeLogPage({
  entity: "notification-schedule",
  resource: "notification-schedule",
  values: (t) => ({
    channel: (value) => channelLabel(t, value),
    kind: (value) => kindLabel(t, value),
    status: (value) => statusLabel(t, value),
    timeZone: (value) => zoneLabel(t, value as ScheduleTimeZone),
  }),
});
