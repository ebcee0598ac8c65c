import { domainAreas } from "@/lib/domain-areas";

/** The dashboards' locale namespaces and page files (top-level entries; their figures name transaction statuses). */
export const dashboards = domainAreas({
  namespaces: ["dashboard", "transactions"],
  pages: import.meta.glob("./*/{list,show,create,edit,archive,change-logs}.tsx"),
});
