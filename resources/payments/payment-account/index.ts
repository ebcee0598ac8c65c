import { BankOutlined } from "@ant-design/icons";
import { createElement } from "react";
import { archiveRoute, defineArea } from "@/lib/resource";

/** /payment-account: the company's bank accounts that receive customers' manual transfers. */
export const paymentAccountArea = defineArea({
  name: "payment-account",
  apiPath: "payment-accounts",
  group: "payment-setting-group",
  icon: createElement(BankOutlined),
  permissionArea: "PAYMENT_ACCOUNT",
  idField: "paymentAccountId",
  recordLabel: "accountNumber",
  namespaces: ["payments"],
  pages: {
    list: () => import("./list"),
    show: () => import("./show"),
    create: () => import("./create"),
    edit: () => import("./edit"),
  },
  extraRoutes: [archiveRoute("/payment-account/archive", () => import("./archive"))],
});
