import { ApartmentOutlined } from "@ant-design/icons";
import { createElement } from "react";
import { defineArea } from "@/lib/resource";

/** Works by URL; the sidebar hides it while config.features.category is off (spec 2.3). */
export const categoriesArea = defineArea({
  name: "categories",
  apiPath: "product-categories",
  group: "ecommerce-group",
  icon: createElement(ApartmentOutlined),
  permissionArea: "PRODUCT_CATEGORY",
  namespaces: ["catalogue"],
  idField: "categoryId",
  recordLabel: "categoryName",
  pages: {
    list: () => import("./list"),
    show: () => import("./show"),
    create: () => import("./create"),
    edit: () => import("./edit"),
  },
});
