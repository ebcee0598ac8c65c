import { WalletOutlined } from "@ant-design/icons";
import { createElement } from "react";
import { changeLogRoute, defineArea } from "@/lib/resource";

/** /wallet-points: one wallet per customer, its ledger, and staff adding or removing points. */
export const walletPointsArea = defineArea({
  name: "wallet-points",
  group: "loyalty-group",
  icon: createElement(WalletOutlined),
  permissionArea: "WALLET_POINT",
  idField: "wpId",
  recordLabel: "customerName",
  namespaces: ["loyalty", "catalogue"],
  pages: {
    list: () => import("./list"),
    show: () => import("./show"),
  },
  extraRoutes: [
    changeLogRoute(
      "/wallet-points/:id/change-logs",
      "wallet-points",
      () => import("./change-logs"),
    ),
  ],
});
