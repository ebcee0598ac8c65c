import { NotificationOutlined } from "@ant-design/icons";
import { createElement } from "react";
import { defineArea } from "@/lib/resource";

/** /notification: the notifications sent to customers ("All notifications") and sending one now. */
export const notificationArea = defineArea({
  name: "notification",
  apiPath: "notifications",
  group: "notification-group",
  icon: createElement(NotificationOutlined),
  permissionArea: "NOTIFICATION",
  idField: "notificationId",
  recordLabel: "title",
  namespaces: ["notifications"],
  pages: {
    list: () => import("./list"),
    show: () => import("./show"),
    create: () => import("./create"),
  },
});
