import { defineArea } from "@/lib/resource";

/** /product-change-logs: every product's history (not in the sidebar). */
export const productChangeLogsArea = defineArea({
  name: "product-change-logs",
  group: "ecommerce-group",
  permissionArea: "PRODUCT_CHANGE_LOG",
  namespaces: ["catalogue"],
  idField: "id",
  menu: { hidden: true },
  pages: { list: () => import("./list") },
});
