import { FieldTimeOutlined } from "@ant-design/icons";
import { createElement } from "react";
import { notifications } from "../area";

/** /notification-schedule: notifications sent once or by a repeating rule (tabs e-mail and push). */
export const notificationScheduleArea = notifications.area({
  name: "notification-schedule",
  apiPath: "notification-schedules",
  icon: createElement(FieldTimeOutlined),
  permissionArea: "NOTIFICATION_SCHEDULE",
  idField: "scheduleId",
  recordLabel: "name",
  pages: ["list", "show", "create", "edit", "changeLogs"],
});
