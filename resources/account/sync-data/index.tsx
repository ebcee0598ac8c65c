import { SyncOutlined } from "@ant-design/icons";
import { defineArea } from "@/lib/resource";

/** /sync-data: needs ROLE_AND_ACCESS (spec 6); offered in the user menu when enabled. */
export const syncData = defineArea({
  name: "sync-data",
  icon: <SyncOutlined />,
  permissionArea: "ROLE_AND_ACCESS",
  pages: { list: () => import("./list") },
  namespaces: ["account"],
  menu: { hidden: true },
});
