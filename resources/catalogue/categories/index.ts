import { ApartmentOutlined } from "@ant-design/icons";
import { createElement } from "react";
import { catalogue } from "../area";

/** Works by URL; the sidebar hides it while config.features.category is off (spec 2.3). */
export const categoriesArea = catalogue.area({
  name: "categories",
  texts: "catalogue:categories",
  apiPath: "product-categories",
  icon: createElement(ApartmentOutlined),
  permissionArea: "PRODUCT_CATEGORY",
  idField: "categoryId",
  recordLabel: "categoryName",
  pages: ["list", "show", "create", "edit"],
});
