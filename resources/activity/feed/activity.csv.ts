/**
 * The activity feed's CSV cells: every change log's (change-logs.csv.ts), and each entry said as one
 * sentence in place of the record, author and action.
 */
import type { ChangeLog } from "@/contract/change-log";
import { changeLogWriters } from "@/components/crud/change-logs.csv";
import { defineCsv } from "@/components/crud/csv-writers";
import { activitySentence } from "../lib/activity-sentence";

export default defineCsv<ChangeLog>("activity", {
  ...changeLogWriters,
  summary: (log, { t }) => activitySentence(t, log),
});
