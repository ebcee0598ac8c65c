import { SettingOutlined } from "@ant-design/icons";
import { pageChangeLogRoute } from "@/lib/resource";
import { transactions } from "../area";

/** /transaction-settings: the seven app configs of new transactions (spec 2.4). */
export const transactionSettingsArea = transactions.area({
  name: "transaction-settings",
  apiPath: "app-config-settings",
  icon: <SettingOutlined />,
  permissionArea: "TRANSACTION_SETTING",
  pages: ["list"],
  extraRoutes: [
    pageChangeLogRoute("/transaction-settings/change-logs", () => import("./change-logs")),
  ],
});
