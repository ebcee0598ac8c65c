import { TagsOutlined } from "@ant-design/icons";
import { createElement } from "react";
import { defineArea } from "@/lib/resource";

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
    {
      link: "archive",
      path: "/brands/archive",
      page: () => import("./archive"),
      action: "archive",
    },
    {
      link: "changeLogs",
      path: "/brands/:id/change-logs",
      page: () => import("./change-logs"),
      action: "list",
      resource: "brand-change-logs",
    },
  ],
});
