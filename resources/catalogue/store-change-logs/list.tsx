import type { ComponentType } from "react";
import { entityChangeLogPage } from "@/components/crud/change-log-page";
import { links } from "../links";

/**
 * /store-change-logs: every store's changes.
 * Typed by hand: the page's type and its links' type would otherwise be inferred from each other
 * (through the area's declaration).
 */
const StoreChangeLogList: ComponentType = entityChangeLogPage({
  entity: "store",
  title: (t) => t("changeLogs.titles.store"),
  recordLog: links.store.changeLogs,
});

export default StoreChangeLogList;
