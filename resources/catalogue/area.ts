import { domainAreas } from "@/lib/domain-areas";

/** The catalogue areas' sidebar group, locale namespaces and page files (each area's index.ts declares the rest). */
export const catalogue = domainAreas({
  group: "ecommerce-group",
  namespaces: ["catalogue"],
  pages: import.meta.glob("./*/{list,show,create,edit,archive,change-logs}.tsx"),
});
