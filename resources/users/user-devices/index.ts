import { MobileOutlined } from "@ant-design/icons";
import { createElement } from "react";
import { defineArea } from "@/lib/resource";

/** /user-device: the devices that signed in to the mobile app or the console (spec 2.3: ADMIN permission). */
export const userDevicesArea = defineArea({
  name: "user-device",
  apiPath: "user-devices",
  group: "users-group",
  icon: createElement(MobileOutlined),
  permissionArea: "USER_DEVICE",
  idField: "deviceId",
  recordLabel: "deviceName",
  namespaces: ["users"],
  pages: { list: () => import("./list") },
});
