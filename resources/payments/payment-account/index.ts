import { BankOutlined } from "@ant-design/icons";
import { createElement } from "react";
import { payments } from "../area";

/** /payment-account: the company's bank accounts that receive customers' manual transfers. */
export const paymentAccountArea = payments.area({
  name: "payment-account",
  texts: "payments:accounts",
  apiPath: "payment-accounts",
  icon: createElement(BankOutlined),
  permissionArea: "PAYMENT_ACCOUNT",
  idField: "paymentAccountId",
  recordLabel: "accountNumber",
  pages: ["list", "show", "create", "edit", "archive"],
});
