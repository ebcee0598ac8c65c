import { BlockOutlined } from "@ant-design/icons";
import { createElement } from "react";
import { defineArea } from "@/lib/resource";

/** /popup-banner: the popups over the shop's home page (spec 2.2; pages in src/components/banners). */
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
});
