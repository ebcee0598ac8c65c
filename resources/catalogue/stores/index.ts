import { ShopOutlined } from "@ant-design/icons";
import { createElement } from "react";
import { archiveRoute, changeLogRoute, defineArea } from "@/lib/resource";

export const storesArea = defineArea({
  name: "stores",
  group: "ecommerce-group",
  icon: createElement(ShopOutlined),
  permissionArea: "STORE",
  namespaces: ["catalogue"],
  idField: "storeId",
  recordLabel: "storeName",
  pages: {
    list: () => import("./list"),
    show: () => import("./show"),
    create: () => import("./create"),
    edit: () => import("./edit"),
  },
  extraRoutes: [
    archiveRoute("/stores/archive", () => import("./archive")),
    changeLogRoute("/stores/:id/change-logs", "store-change-logs", () => import("./change-logs")),
  ],
});
