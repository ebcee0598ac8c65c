import { domainAreas } from "@/lib/domain-areas";

/** The loyalty areas' sidebar group and locale namespaces (each area's index.ts declares the rest). */
export const loyalty = domainAreas({
  group: "loyalty-group",
  namespaces: ["loyalty", "catalogue"],
});
