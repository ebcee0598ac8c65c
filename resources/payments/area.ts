import { domainAreas } from "@/lib/domain-areas";

/** The payments areas' sidebar group, locale namespaces and page files (each area's index.ts declares the rest). */
export const payments = domainAreas({
  group: "payment-setting-group",
  namespaces: ["payments"],
  pages: import.meta.glob("./*/{list,show,create,edit,archive,change-logs}.tsx"),
});
