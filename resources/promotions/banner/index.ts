import { PictureOutlined } from "@ant-design/icons";
import { createElement } from "react";
import { defineArea } from "@/lib/resource";

/** /banner: the home page carousel's banners (spec 2.2; the pages live in src/components/banners). */
export const bannerArea = defineArea({
  name: "banner",
  apiPath: "banners",
  group: "banner-promotion-group",
  icon: createElement(PictureOutlined),
  permissionArea: "BANNER",
  idField: "bannerId",
  recordLabel: "title",
  namespaces: ["promotions", "catalogue"],
  pages: {
    list: () => import("./list"),
    show: () => import("./show"),
    create: () => import("./create"),
    edit: () => import("./edit"),
  },
});
