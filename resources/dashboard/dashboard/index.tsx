import { DashboardOutlined } from "@ant-design/icons";
import { dashboards } from "../area";

/**
 * /dashboard, the main app's home and the landing page after sign-in: open to
 * every signed-in user, as spec 2.3 lists it (a greeting, the role, what needs
 * attention, links to what the user may open). The DASHBOARD codes of spec 6
 * (product, transaction and user LIST) show its figures and charts.
 */
export const dashboard = dashboards.area({
  name: "dashboard",
  icon: <DashboardOutlined />,
  permissionArea: true,
  pages: ["list"],
  menu: { hideInMyMode: true },
});
