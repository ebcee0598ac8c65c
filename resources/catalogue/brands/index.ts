import { TagsOutlined } from "@ant-design/icons";
import { createElement } from "react";
import { archiveRoute, changeLogRoute } from "@/lib/resource";
import { catalogue } from "../area";

export const brandsArea = catalogue.area({
  name: "brands",
  texts: "catalogue:brands",
  apiPath: "product/brands",
  icon: createElement(TagsOutlined),
  permissionArea: "BRAND",
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
