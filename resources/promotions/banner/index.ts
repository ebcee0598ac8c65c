import { PictureOutlined } from "@ant-design/icons";
import { createElement } from "react";
import { promotions } from "../area";

/** /banner: the home page carousel's banners (spec 2.2; the pages live in ../banners). */
export const bannerArea = promotions.area({
  name: "banner",
  apiPath: "banners",
  icon: createElement(PictureOutlined),
  permissionArea: "BANNER",
  idField: "bannerId",
  recordLabel: "title",
  pages: ["list", "show", "create", "edit", "changeLogs"],
  // A banner's history is read by whoever may open its list (no change-log area of its own).
});
