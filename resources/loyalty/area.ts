import { domainAreas } from "@/lib/domain-areas";

/** The loyalty areas' sidebar group, locale namespaces and page files (each area's index.ts declares the rest). */
export const loyalty = domainAreas({
  group: "loyalty-group",
  namespaces: ["loyalty", "catalogue"],
  pages: import.meta.glob("./*/{list,show,create,edit,archive,change-logs}.tsx"),
});
