import { NotificationOutlined } from "@ant-design/icons";
import { createElement } from "react";
import { notifications } from "../area";

/** /notification: the notifications sent to customers ("All notifications") and sending one now. */
export const notificationArea = notifications.area({
  name: "notification",
  apiPath: "notifications",
  icon: createElement(NotificationOutlined),
  permissionArea: "NOTIFICATION",
  idField: "notificationId",
  recordLabel: "title",
  pages: ["list", "show", "create"],
});
