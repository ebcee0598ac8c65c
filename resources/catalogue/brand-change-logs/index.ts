import { defineArea } from "@/lib/resource";

/** /brand-change-logs: every brand's history (not in the sidebar). */
export const brandChangeLogsArea = defineArea({
  name: "brand-change-logs",
  group: "ecommerce-group",
  permissionArea: "BRAND_CHANGE_LOG",
  namespaces: ["catalogue"],
  idField: "id",
  menu: { hidden: true },
  pages: { list: () => import("./list") },
});
