import { LaptopOutlined } from "@ant-design/icons";
import { defineArea } from "@/lib/resource";

/** /user/{userId}: the user's active sessions, each of which can be signed out (user menu, when enabled). */
export const userSessions = defineArea({
  name: "user-sessions",
  path: "user",
  icon: <LaptopOutlined />,
  permissionArea: "OWN_ACCOUNT",
  pages: { show: () => import("./show") },
  namespaces: ["account"],
  menu: { hidden: true },
});
