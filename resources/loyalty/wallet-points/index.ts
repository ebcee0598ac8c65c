import { WalletOutlined } from "@ant-design/icons";
import { createElement } from "react";
import { loyalty } from "../area";

/** /wallet-points: one wallet per customer, its ledger, and staff adding or removing points. */
export const walletPointsArea = loyalty.area({
  name: "wallet-points",
  texts: "loyalty:wallets",
  icon: createElement(WalletOutlined),
  permissionArea: "WALLET_POINT",
  idField: "wpId",
  recordLabel: "customerName",
  pages: ["list", "show", "changeLogs"],
});
