import { defineChangeLogArea } from "@/lib/resource";

/** /store-change-logs: every store's history (not in the sidebar). */
export const storeChangeLogsArea = defineChangeLogArea({
  name: "store-change-logs",
  group: "ecommerce-group",
  permissionArea: "STORE_CHANGE_LOG",
  namespaces: ["catalogue"],
  list: () => import("./list"),
});
