import type { Transaction } from "../schema/transaction";
import { demoEvent } from "@/mocks/lib/events";

/**
 * After an order is placed or its status moves (`before` is null for a new order): other domains of
 * the demo react without the transactions knowing them (the loyalty area gives a paid purchase its
 * points and takes them back on a refund).
 */
export const transactionChanged = demoEvent<{ before: Transaction | null; after: Transaction }>();
