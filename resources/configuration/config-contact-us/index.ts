import { PhoneOutlined } from "@ant-design/icons";
import { createElement } from "react";
import { configuration } from "../area";
import { pageChangeLogRoute } from "@/lib/resource";

/** Contact us: one form saved as the CONTACT_US app config. */
export const contactUsArea = configuration.area({
  name: "config-contact-us",
  icon: createElement(PhoneOutlined),
  permissionArea: "WEB_CONTENT_SETTING",
  pages: ["list"],
  extraRoutes: [
    pageChangeLogRoute("/config-contact-us/change-logs", () => import("./change-logs")),
  ],
});
