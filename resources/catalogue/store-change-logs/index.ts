import { defineArea } from "@/lib/resource";

/** /store-change-logs: every store's history (not in the sidebar). */
export const storeChangeLogsArea = defineArea({
  name: "store-change-logs",
  group: "ecommerce-group",
  permissionArea: "STORE_CHANGE_LOG",
  namespaces: ["catalogue"],
  idField: "id",
  menu: { hidden: true },
  pages: { list: () => import("./list") },
});
