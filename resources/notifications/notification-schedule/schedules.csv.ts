import { defineCsv } from "@/components/crud/csv-writers";
import { audienceTypeLabel } from "../components/labels";
import type { NotificationSchedule } from "../schema/notification-schedule";
import { formatInZone, ruleText } from "./describe";
import { statusLabel } from "./labels";

/** The schedule list's CSV cells (both channels' tabs), written in the export's worker. */
export default defineCsv<NotificationSchedule>("notification-schedule", {
  audience: (row, { t }) => audienceTypeLabel(t, row.audience.type),
  // The rule and the next send in words on the schedule's clock, as the list shows them.
  cron: (row, { t }) => ruleText(t, row),
  nextRunAt: (row, { t }) => formatInZone(row.nextRunAt, row.timeZone, t),
  status: (row, { t }) => statusLabel(t, row.status),
  runs: (row) => row.runs.length,
});
