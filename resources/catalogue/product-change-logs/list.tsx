import type { ComponentType } from "react";
import { entityChangeLogPage } from "@/components/crud/change-log-page";
import { links } from "../links";

/**
 * /product-change-logs: every product's changes.
 * Typed by hand: the page's type and its links' type would otherwise be inferred from each other
 * (through the area's declaration).
 */
const ProductChangeLogList: ComponentType = entityChangeLogPage({
  entity: "product",
  title: (t) => t("changeLogs.titles.product"),
  recordLog: links.product.changeLogs,
});

export default ProductChangeLogList;
