import { domainAreas } from "@/lib/domain-areas";

/** The transactions areas' sidebar group and locale namespaces (each area's index.ts declares the rest). */
export const transactions = domainAreas({
  group: "transaction-group",
  namespaces: ["transactions", "catalogue"],
});
