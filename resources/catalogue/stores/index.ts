import { ShopOutlined } from "@ant-design/icons";
import { createElement } from "react";
import { defineArea } from "@/lib/resource";

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
    {
      link: "archive",
      path: "/stores/archive",
      page: () => import("./archive"),
      action: "archive",
    },
    {
      link: "changeLogs",
      path: "/stores/:id/change-logs",
      page: () => import("./change-logs"),
      action: "list",
      resource: "store-change-logs",
    },
  ],
});
