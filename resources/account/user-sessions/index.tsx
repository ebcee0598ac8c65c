import { LaptopOutlined } from "@ant-design/icons";
import { account } from "../area";

/** /user/{userId}: the user's active sessions, each of which can be signed out (user menu, when enabled). */
export const userSessions = account.area({
  name: "user-sessions",
  path: "user",
  icon: <LaptopOutlined />,
  permissionArea: "OWN_ACCOUNT",
  pages: ["show"],
  menu: { hidden: true },
});
