import { defineCsv } from "@/components/crud/csv-writers";
import { formatPeriod } from "@/lib/format";
import type { Reward } from "../schema/reward";
import { rewardTiersText, rewardTypeLabel } from "./labels";

/** The reward list's CSV cells (and its archive's), written in the export's worker. */
export default defineCsv<Reward>("rewards", {
  // The kind in words and what it gives in one cell, as the list shows them in one column.
  rewardType: (row, { t }) =>
    `${rewardTypeLabel(t, row.rewardType)}: ${row.voucherName ?? row.productName ?? ""}`,
  tierNames: (row, { t }) => rewardTiersText(t, row.tierNames),
  endAt: (row) => formatPeriod(row.startAt, row.endAt),
});
