import { CreditCardOutlined } from "@ant-design/icons";
import { createElement } from "react";
import { payments } from "../area";

/** /payment-channel: how customers can pay, in the order they see them. */
export const paymentChannelArea = payments.area({
  name: "payment-channel",
  texts: "payments:channels",
  apiPath: "payment-channels",
  icon: createElement(CreditCardOutlined),
  permissionArea: "PAYMENT_CHANNEL",
  idField: "paymentChannelId",
  recordLabel: "channelName",
  pages: ["list", "show", "create", "edit", "archive", "changeLogs"],
});
