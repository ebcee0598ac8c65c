import { ShopOutlined } from "@ant-design/icons";
import { createElement } from "react";
import { archiveRoute, changeLogRoute } from "@/lib/resource";
import { catalogue } from "../area";

export const storesArea = catalogue.area({
  name: "stores",
  texts: "catalogue:stores",
  icon: createElement(ShopOutlined),
  permissionArea: "STORE",
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
