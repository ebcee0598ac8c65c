/** The seeded orders (wallets earn their points from them; vouchers were used in them). */
export { firstOrders, seedTransactions } from "./transactions.seed";
/** After an order is placed or moves status (the loyalty area's purchase points listen). */
export { transactionChanged } from "./events";
/** The Transaction Settings of this moment (the return window for points among them). */
export { readTransactionSettings } from "./transaction-settings";
/** The stores a sub-app user may see (the dashboards' figures follow the same scope as the list). */
export { visibleStores } from "./visible-stores";
