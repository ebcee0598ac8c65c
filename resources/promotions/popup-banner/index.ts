import { BlockOutlined } from "@ant-design/icons";
import { createElement } from "react";
import { changeLogRoute } from "@/lib/resource";
import { promotions } from "../area";

/** /popup-banner: the popups over the shop's home page (spec 2.2; pages in ../banners). */
export const popupBannerArea = promotions.area({
  name: "popup-banner",
  apiPath: "popup-banners",
  icon: createElement(BlockOutlined),
  permissionArea: "BANNER",
  idField: "bannerId",
  recordLabel: "title",
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
