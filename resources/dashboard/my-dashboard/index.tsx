import { HomeOutlined } from "@ant-design/icons";
import { defineArea } from "@/lib/resource";

/** /my-dashboard, the sub app's home (shown in the sidebar in my-mode only). */
export const myDashboard = defineArea({
  name: "my-dashboard",
  icon: <HomeOutlined />,
  permissionArea: "MY_DASHBOARD",
  pages: { list: () => import("./list") },
  namespaces: ["dashboard", "transactions"],
  menu: { showInMyMode: true },
});
