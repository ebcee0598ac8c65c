import { areaLinks } from "@/lib/resource";
import type { dashboard } from "./dashboard";
import type { myDashboard } from "./my-dashboard";

/**
 * Typed links to the dashboard pages, built from their area declarations (`links.dashboard.list()`); other
 * domains use them through exports.ts.
 */
export const links = {
  dashboard: areaLinks<typeof dashboard>("dashboard"),
  myDashboard: areaLinks<typeof myDashboard>("my-dashboard"),
};
