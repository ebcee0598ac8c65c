import { DashboardOutlined } from "@ant-design/icons";
import { defineArea } from "@/lib/resource";

/**
 * /dashboard, the main app's home. Its menu entry needs the DASHBOARD
 * permission (spec 6); a user without it sees the 403 page with links to the
 * areas they may open.
 */
export const dashboard = defineArea({
  name: "dashboard",
  icon: <DashboardOutlined />,
  permissionArea: "DASHBOARD",
  pages: { list: () => import("./list") },
  namespaces: ["dashboard"],
  menu: { hideInMyMode: true },
});
