import { SyncOutlined } from "@ant-design/icons";
import { account } from "../area";

/** /sync-data: needs ROLE_AND_ACCESS (spec 6); offered in the user menu when enabled. */
export const syncData = account.area({
  name: "sync-data",
  icon: <SyncOutlined />,
  permissionArea: "ROLE_AND_ACCESS",
  pages: ["list"],
  menu: { hidden: true },
});
