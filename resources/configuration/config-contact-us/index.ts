import { PhoneOutlined } from "@ant-design/icons";
import { createElement } from "react";
import { defineArea, pageChangeLogRoute } from "@/lib/resource";

/** Contact us: one form saved as the CONTACT_US app config. */
export const contactUsArea = defineArea({
  name: "config-contact-us",
  group: "configuration-group",
  icon: createElement(PhoneOutlined),
  permissionArea: "WEB_CONTENT_SETTING",
  namespaces: ["configuration"],
  pages: { list: () => import("./page") },
  extraRoutes: [
    pageChangeLogRoute("/config-contact-us/change-logs", () => import("./change-logs")),
  ],
});
