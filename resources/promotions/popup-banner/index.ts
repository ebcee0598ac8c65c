import { BlockOutlined } from "@ant-design/icons";
import { createElement } from "react";
import { changeLogRoute, defineArea } from "@/lib/resource";

/** /popup-banner: the popups over the shop's home page (spec 2.2; pages in ../banners). */
export const popupBannerArea = defineArea({
  name: "popup-banner",
  apiPath: "popup-banners",
  group: "banner-promotion-group",
  icon: createElement(BlockOutlined),
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
  extraRoutes: [
    changeLogRoute("/popup-banner/:id/change-logs", "popup-banner", () => import("./change-logs")),
  ],
});
