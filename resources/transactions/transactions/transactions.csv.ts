import { defineCsv } from "@/components/crud/csv-writers";
import type { Transaction } from "../schema/transaction";
import { itemLine } from "./item-line";
import { paymentStatusLabel, statusLabel } from "./status-labels";

/** The transaction list's CSV cells, written in the export's worker: statuses in words, every line. */
export default defineCsv<Transaction>("transactions", {
  customerName: (trx) => `${trx.customerName} <${trx.customerEmail}>`,
  itemCount: (trx) => trx.items.map(itemLine).join("; "),
  paymentStatus: (trx, { t }) => paymentStatusLabel(t, trx.paymentStatus),
  status: (trx, { t }) => statusLabel(t, trx.status),
});
