import type { AreaDefinition } from "@/lib/resource";
import { dashboard } from "./dashboard";
import { myDashboard } from "./my-dashboard";

/**
 * Every area of the console, in sidebar order within each group. Adding an
 * area = a folder under resources/ exporting its definition + one line here.
 */
export const areas: AreaDefinition[] = [
  dashboard,
  myDashboard,
];
