import { defineCsv } from "@/components/crud/csv-writers";
import { formatPeriod, formatPoints } from "@/lib/format";
import type { Loyalty } from "../schema/loyalty";

/** The programme list's CSV cells (and its archive's), written in the export's worker. */
export default defineCsv<Loyalty>("loyalty", {
  // Each tier with the points it starts at, lowest first: the list's coloured tags in words.
  tiers: (row) =>
    [...row.tiers]
      .sort((a, b) => a.minPoints - b.minPoints)
      .map((tier) => `${tier.name} (${formatPoints(tier.minPoints)})`)
      .join(", "),
  startAt: (row) => formatPeriod(row.startAt, row.endAt),
});
