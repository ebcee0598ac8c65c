import { FileTextOutlined } from "@ant-design/icons";
import { createElement } from "react";
import { configuration } from "../area";

/** Customer-facing pages (About us, Terms...) with rich-text bodies in Indonesian and English. */
export const pageContentArea = configuration.area({
  name: "page-content",
  texts: "configuration:pageContent",
  apiPath: "page-contents",
  icon: createElement(FileTextOutlined),
  permissionArea: "WEB_CONTENT_SETTING",
  idField: "pageId",
  recordLabel: "titleId",
  pages: ["list", "show", "edit"],
  // WEB_CONTENT_SETTING has no "create" of its own: adding a page is an edit of the settings
  // (APP_CONFIG create, update, detail), as the demo API judges it too.
  extraRoutes: [
    { link: "create", path: "/page-content/add", page: () => import("./create"), action: "edit" },
  ],
});
