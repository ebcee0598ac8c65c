import { domainAreas } from "@/lib/domain-areas";

/** The users areas' sidebar group, locale namespaces and page files (each area's index.ts declares the rest). */
export const users = domainAreas({
  group: "users-group",
  namespaces: ["users"],
  pages: import.meta.glob("./*/{list,show,create,edit,archive,change-logs}.tsx"),
});
