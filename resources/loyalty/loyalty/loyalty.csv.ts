import { defineCsv } from "@/components/crud/csv-writers";
import { formatDate } from "@/lib/format";
import type { Loyalty } from "../schema/loyalty";

/** The programme list's CSV cells (and its archive's), written in the export's worker. */
export default defineCsv<Loyalty>("loyalty", {
  // Each tier with the points it starts at: the list's coloured tags in words.
  tiers: (row) => row.tiers.map((tier) => `${tier.name} (${tier.minPoints})`).join(", "),
  startAt: (row) => `${formatDate(row.startAt)} - ${formatDate(row.endAt)}`,
});
