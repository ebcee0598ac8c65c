import { MailOutlined } from "@ant-design/icons";
import { createElement } from "react";
import { notifications } from "../area";

/**
 * /template-message: the e-mails and push notifications customers receive on an event, one tab per
 * channel (`?tab=email|push_notification`). Show and edit only: templates are never added or removed.
 */
export const templateMessageArea = notifications.area({
  name: "template-message",
  texts: "notifications:templates",
  apiPath: "template-messages",
  icon: createElement(MailOutlined),
  permissionArea: "TEMPLATE_MESSAGE",
  idField: "templateId",
  recordLabel: "templateName",
  pages: ["list", "show", "edit", "changeLogs"],
});
