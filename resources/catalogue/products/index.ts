import { ShoppingOutlined } from "@ant-design/icons";
import { createElement } from "react";
import { archiveRoute, changeLogRoute } from "@/lib/resource";
import { catalogue } from "../area";

export const productsArea = catalogue.area({
  name: "products",
  texts: "catalogue:products",
  icon: createElement(ShoppingOutlined),
  permissionArea: "PRODUCT",
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
