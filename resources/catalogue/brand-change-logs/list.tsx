import type { ComponentType } from "react";
import { entityChangeLogPage } from "@/components/crud/change-log-page";
import { links } from "../links";

/**
 * /brand-change-logs: every brand's changes.
 * Typed by hand: the page's type and its links' type would otherwise be inferred from each other
 * (through the area's declaration).
 */
const BrandChangeLogList: ComponentType = entityChangeLogPage({
  entity: "brand",
  title: (t) => t("changeLogs.titles.brand"),
  recordLog: links.brand.changeLogs,
});

export default BrandChangeLogList;
