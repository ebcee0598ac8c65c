import { domainAreas } from "@/lib/domain-areas";

/** The configuration areas' sidebar group, locale namespaces and page files (each area's index.ts declares the rest). */
export const configuration = domainAreas({
  group: "configuration-group",
  namespaces: ["configuration"],
  pages: import.meta.glob("./*/{list,show,create,edit,archive,change-logs}.tsx"),
});
