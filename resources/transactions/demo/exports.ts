/** The seeded orders (wallets earn their points from them; vouchers were used in them). */
export { seedTransactions } from "./transactions.seed";
