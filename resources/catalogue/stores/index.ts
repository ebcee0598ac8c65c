import { ShopOutlined } from "@ant-design/icons";
import { createElement } from "react";
import { catalogue } from "../area";

export const storesArea = catalogue.area({
  name: "stores",
  texts: "catalogue:stores",
  icon: createElement(ShopOutlined),
  permissionArea: "STORE",
  idField: "storeId",
  recordLabel: "storeName",
  changeLogArea: "store-change-logs",
  pages: ["list", "show", "create", "edit", "archive", "changeLogs"],
});
