import { HistoryOutlined } from "@ant-design/icons";
import { account } from "../area";

/** /my-activity: the user's own sign-ins, sign-outs and page views. */
export const myActivity = account.area({
  name: "my-activity",
  icon: <HistoryOutlined />,
  permissionArea: "OWN_ACCOUNT",
  pages: ["list"],
  menu: { hidden: true },
});
