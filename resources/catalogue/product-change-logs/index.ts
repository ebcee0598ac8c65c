import { defineChangeLogArea } from "@/lib/resource";

/** /product-change-logs: every product's history (not in the sidebar). */
export const productChangeLogsArea = defineChangeLogArea({
  name: "product-change-logs",
  group: "ecommerce-group",
  permissionArea: "PRODUCT_CHANGE_LOG",
  namespaces: ["catalogue"],
  list: () => import("./list"),
});
