import { domainAreas } from "@/lib/domain-areas";

/** The transactions areas' sidebar group, locale namespaces and page files (each area's index.ts declares the rest). */
export const transactions = domainAreas({
  group: "transaction-group",
  namespaces: ["transactions", "catalogue"],
  pages: import.meta.glob("./*/{list,show,create,edit,archive,change-logs}.tsx"),
});
