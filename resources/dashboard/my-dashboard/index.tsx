import { HomeOutlined } from "@ant-design/icons";
import { dashboards } from "../area";

/** /my-dashboard, the sub app's home (shown in the sidebar in my-mode only). */
export const myDashboard = dashboards.area({
  name: "my-dashboard",
  icon: <HomeOutlined />,
  permissionArea: "MY_DASHBOARD",
  pages: ["list"],
  menu: { showInMyMode: true },
});
