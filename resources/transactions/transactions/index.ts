import { ShoppingCartOutlined } from "@ant-design/icons";
import { createElement } from "react";
import { transactions } from "../area";

/** /transactions: the customers' orders, their status moves and change logs (issue 14). */
export const transactionsArea = transactions.area({
  name: "transactions",
  icon: createElement(ShoppingCartOutlined),
  permissionArea: "TRANSACTION",
  idField: "transactionId",
  recordLabel: "transactionCode",
  changeLogArea: "transaction-change-logs",
  pages: ["list", "show", "changeLogs"],
});
