import { TagsOutlined } from "@ant-design/icons";
import { createElement } from "react";
import { archiveRoute, changeLogRoute, defineArea } from "@/lib/resource";

export const brandsArea = defineArea({
  name: "brands",
  apiPath: "product/brands",
  group: "ecommerce-group",
  icon: createElement(TagsOutlined),
  permissionArea: "BRAND",
  namespaces: ["catalogue"],
  idField: "brandId",
  recordLabel: "brandName",
  pages: {
    list: () => import("./list"),
    show: () => import("./show"),
    create: () => import("./create"),
    edit: () => import("./edit"),
  },
  extraRoutes: [
    archiveRoute("/brands/archive", () => import("./archive")),
    changeLogRoute("/brands/:id/change-logs", "brand-change-logs", () => import("./change-logs")),
  ],
});
