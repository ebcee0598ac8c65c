import { domainAreas } from "@/lib/domain-areas";

/** The notifications areas' sidebar group and locale namespaces (each area's index.ts declares the rest). */
export const notifications = domainAreas({
  group: "notification-group",
  namespaces: ["notifications"],
});
