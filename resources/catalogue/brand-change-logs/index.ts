import { defineChangeLogArea } from "@/lib/resource";

/** /brand-change-logs: every brand's history (not in the sidebar). */
export const brandChangeLogsArea = defineChangeLogArea({
  name: "brand-change-logs",
  group: "ecommerce-group",
  permissionArea: "BRAND_CHANGE_LOG",
  namespaces: ["catalogue"],
  list: () => import("./list"),
});
