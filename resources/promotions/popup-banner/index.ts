import { BlockOutlined } from "@ant-design/icons";
import { createElement } from "react";
import { promotions } from "../area";

/** /popup-banner: the popups over the shop's home page (spec 2.2; pages in ../banners). */
export const popupBannerArea = promotions.area({
  name: "popup-banner",
  apiPath: "popup-banners",
  icon: createElement(BlockOutlined),
  permissionArea: "BANNER",
  idField: "bannerId",
  recordLabel: "title",
  pages: ["list", "show", "create", "edit", "changeLogs"],
  // A banner's history is read by whoever may open its list (no change-log area of its own).
});
