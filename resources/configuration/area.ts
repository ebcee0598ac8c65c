import { domainAreas } from "@/lib/domain-areas";

/** The configuration areas' sidebar group and locale namespaces (each area's index.ts declares the rest). */
export const configuration = domainAreas({
  group: "configuration-group",
  namespaces: ["configuration"],
});
