import type { TransactionItem } from "../schema/transaction";

/** An order line as the list names it: "2× Lensa Comfort 1.56" (its tooltip and its CSV cell). */
export const itemLine = (item: Pick<TransactionItem, "qty" | "productName">) =>
  `${item.qty}× ${item.productName}`;
