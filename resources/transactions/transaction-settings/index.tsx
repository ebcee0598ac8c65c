import { SettingOutlined } from "@ant-design/icons";
import { defineArea, pageChangeLogRoute } from "@/lib/resource";

/** /transaction-settings: the seven app configs of new transactions (spec 2.4). */
export const transactionSettingsArea = defineArea({
  name: "transaction-settings",
  apiPath: "app-config-settings",
  group: "transaction-group",
  icon: <SettingOutlined />,
  permissionArea: "TRANSACTION_SETTING",
  namespaces: ["transactions", "catalogue"],
  pages: { list: () => import("./list") },
  extraRoutes: [
    pageChangeLogRoute("/transaction-settings/change-logs", () => import("./change-logs")),
  ],
});
