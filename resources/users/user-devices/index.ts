import { MobileOutlined } from "@ant-design/icons";
import { createElement } from "react";
import { users } from "../area";

/** /user-device: the devices that signed in to the mobile app or the console (spec 2.3: ADMIN permission). */
export const userDevicesArea = users.area({
  name: "user-device",
  folder: "user-devices",
  texts: "users:devices",
  apiPath: "user-devices",
  icon: createElement(MobileOutlined),
  permissionArea: "USER_DEVICE",
  idField: "deviceId",
  recordLabel: "deviceName",
  pages: ["list"],
});
