import { domainAreas } from "@/lib/domain-areas";

/** The promotions areas' sidebar group, locale namespaces and page files (each area's index.ts declares the rest). */
export const promotions = domainAreas({
  group: "banner-promotion-group",
  namespaces: ["promotions", "catalogue"],
  pages: import.meta.glob("./*/{list,show,create,edit,archive,change-logs}.tsx"),
});
