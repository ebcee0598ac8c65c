import { domainAreas } from "@/lib/domain-areas";

/** The notifications areas' sidebar group, locale namespaces and page files (each area's index.ts declares the rest). */
export const notifications = domainAreas({
  group: "notification-group",
  namespaces: ["notifications"],
  pages: import.meta.glob("./*/{list,show,create,edit,archive,change-logs}.tsx"),
});
