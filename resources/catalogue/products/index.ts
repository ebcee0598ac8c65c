import { ShoppingOutlined } from "@ant-design/icons";
import { createElement } from "react";
import { catalogue } from "../area";

export const productsArea = catalogue.area({
  name: "products",
  texts: "catalogue:products",
  icon: createElement(ShoppingOutlined),
  permissionArea: "PRODUCT",
  idField: "productId",
  recordLabel: "productName",
  changeLogArea: "product-change-logs",
  pages: ["list", "show", "create", "edit", "archive", "changeLogs"],
});
