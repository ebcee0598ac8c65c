import { MailOutlined } from "@ant-design/icons";
import { createElement } from "react";
import { changeLogRoute, defineArea } from "@/lib/resource";

/**
 * /template-message: the e-mails and push notifications customers receive on an event, one tab per
 * channel (`?tab=email|push_notification`). Show and edit only: templates are never added or removed.
 */
export const templateMessageArea = defineArea({
  name: "template-message",
  apiPath: "template-messages",
  group: "notification-group",
  icon: createElement(MailOutlined),
  permissionArea: "TEMPLATE_MESSAGE",
  idField: "templateId",
  recordLabel: "templateName",
  namespaces: ["notifications"],
  pages: {
    list: () => import("./list"),
    show: () => import("./show"),
    edit: () => import("./edit"),
  },
  extraRoutes: [
    changeLogRoute(
      "/template-message/:id/change-logs",
      "template-message",
      () => import("./change-logs"),
    ),
  ],
});
