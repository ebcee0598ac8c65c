import { ShoppingOutlined } from "@ant-design/icons";
import { createElement } from "react";
import { archiveRoute, changeLogRoute, defineArea } from "@/lib/resource";

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
    archiveRoute("/products/archive", () => import("./archive")),
    changeLogRoute(
      "/products/:id/change-logs",
      "product-change-logs",
      () => import("./change-logs"),
    ),
  ],
});
