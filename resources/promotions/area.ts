import { domainAreas } from "@/lib/domain-areas";

/** The promotions areas' sidebar group and locale namespaces (each area's index.ts declares the rest). */
export const promotions = domainAreas({
  group: "banner-promotion-group",
  namespaces: ["promotions", "catalogue"],
});
