import { ShoppingCartOutlined } from "@ant-design/icons";
import { createElement } from "react";
import { changeLogRoute, defineArea } from "@/lib/resource";

/** /transactions: the customers' orders, their status moves and change logs (issue 14). */
export const transactionsArea = defineArea({
  name: "transactions",
  group: "transaction-group",
  icon: createElement(ShoppingCartOutlined),
  permissionArea: "TRANSACTION",
  idField: "transactionId",
  recordLabel: "transactionCode",
  namespaces: ["transactions", "catalogue"],
  pages: {
    list: () => import("./list"),
    show: () => import("./show"),
  },
  extraRoutes: [
    changeLogRoute(
      "/transactions/:id/change-logs",
      "transaction-change-logs",
      () => import("./change-logs"),
    ),
  ],
});
