import { HistoryOutlined } from "@ant-design/icons";
import { defineArea } from "@/lib/resource";

/** /my-activity: the user's own sign-ins, sign-outs and page views. */
export const myActivity = defineArea({
  name: "my-activity",
  icon: <HistoryOutlined />,
  permissionArea: "OWN_ACCOUNT",
  pages: { list: () => import("./list") },
  namespaces: ["account"],
  menu: { hidden: true },
});
