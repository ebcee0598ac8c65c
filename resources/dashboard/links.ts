import { domainLinks } from "@/lib/domain-links";
import type { dashboard } from "./dashboard";
import type { myDashboard } from "./my-dashboard";

/**
 * Typed links to the dashboard pages, built from their area declarations (`links.dashboard.list()`); other
 * domains use them through exports.ts.
 */
export const links = domainLinks<{
  dashboard: typeof dashboard;
  myDashboard: typeof myDashboard;
}>({
  dashboard: "dashboard",
  myDashboard: "my-dashboard",
});
