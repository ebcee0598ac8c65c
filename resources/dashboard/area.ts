import { domainAreas } from "@/lib/domain-areas";

/**
 * The dashboards' locale namespace and page files (top-level entries). The orders-by-status panel's
 * transaction statuses load with it, below the figures (summary-panels.tsx).
 */
export const dashboards = domainAreas({
  namespaces: ["dashboard"],
  pages: import.meta.glob("./*/{list,show,create,edit,archive,change-logs}.tsx"),
});
