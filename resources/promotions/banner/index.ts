import { PictureOutlined } from "@ant-design/icons";
import { createElement } from "react";
import { changeLogRoute, defineArea } from "@/lib/resource";

/** /banner: the home page carousel's banners (spec 2.2; the pages live in ../banners). */
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
  // A banner's history is read by whoever may open its list (no change-log area of its own).
  extraRoutes: [changeLogRoute("/banner/:id/change-logs", "banner", () => import("./change-logs"))],
});
