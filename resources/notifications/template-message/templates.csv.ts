import { defineCsv } from "@/components/crud/csv-writers";
import { formatDateTime } from "@/lib/format";
import type { TemplateMessage } from "../schema/template-message";
import { eventLabel } from "./labels";

/** The template list's CSV cells (both channels' tabs), written in the export's worker. */
export default defineCsv<TemplateMessage>("template-message", {
  event: (row, { t }) => eventLabel(t, row.event),
  // When and by whom in one cell, as the list shows them in one column.
  updatedAt: (row) => `${formatDateTime(row.updatedAt)} ${row.updatedBy?.name ?? ""}`.trim(),
});
