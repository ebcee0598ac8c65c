import { ShoppingOutlined } from "@ant-design/icons";
import { createElement } from "react";
import { defineArea } from "@/lib/resource";

export const productsArea = defineArea({
  name: "products",
  group: "ecommerce-group",
  icon: createElement(ShoppingOutlined),
  permissionArea: "PRODUCT",
  namespaces: ["catalogue"],
  idField: "productId",
  recordLabel: "productName",
  pages: {
    list: () => import("./list"),
    show: () => import("./show"),
    create: () => import("./create"),
    edit: () => import("./edit"),
  },
  extraRoutes: [
    {
      link: "archive",
      path: "/products/archive",
      page: () => import("./archive"),
      action: "archive",
    },
    {
      link: "changeLogs",
      path: "/products/:id/change-logs",
      page: () => import("./change-logs"),
      action: "list",
      resource: "product-change-logs",
    },
  ],
});
