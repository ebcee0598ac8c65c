/**
 * The change logs' CSV cells (every area's log; the activity feed adds its sentence:
 * resources/activity/feed/activity.csv.ts), written by the export's worker: each entry's lines in the
 * words of its own entity's domain (change-log-registry.ts).
 */
import type { TFunction } from "i18next";
import type { ChangeLog } from "@/contract/change-log";
import { formatDateTime } from "@/lib/format";
import { labelsByEntity } from "./change-log-registry";
import { actionLabel, authorText, entryText, type ChangeLogLabels } from "./change-text";
import { defineCsv, type CsvWriter } from "./csv-writers";

/** The labels of each entity for one export's `t` (worked out once per entity and export). */
const labelsOf = new WeakMap<TFunction, (entity: string) => ChangeLogLabels>();
const labelsFor = (t: TFunction, entity: string) => {
  let byEntity = labelsOf.get(t);
  if (!byEntity) {
    byEntity = labelsByEntity(t);
    labelsOf.set(t, byEntity);
  }
  return byEntity(entity);
};

export const changeLogWriters: Record<string, CsvWriter<ChangeLog, undefined>> = {
  createdAt: (log) => formatDateTime(log.createdAt),
  entityName: (log) => log.entityName ?? log.entityId,
  "changedBy.name": (log, { t }) => authorText(t, log),
  action: (log, { t }) => actionLabel(t, log.action),
  changes: (log, { t }) => entryText(t, log, labelsFor(t, log.entity)),
};

export default defineCsv<ChangeLog>("change-logs", changeLogWriters);
