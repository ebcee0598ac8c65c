import { TagsOutlined } from "@ant-design/icons";
import { createElement } from "react";
import { catalogue } from "../area";

export const brandsArea = catalogue.area({
  name: "brands",
  texts: "catalogue:brands",
  apiPath: "product/brands",
  icon: createElement(TagsOutlined),
  permissionArea: "BRAND",
  idField: "brandId",
  recordLabel: "brandName",
  changeLogArea: "brand-change-logs",
  pages: ["list", "show", "create", "edit", "archive", "changeLogs"],
});
