import { CreditCardOutlined } from "@ant-design/icons";
import { createElement } from "react";
import { archiveRoute, changeLogRoute } from "@/lib/resource";
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
  pages: {
    list: () => import("./list"),
    show: () => import("./show"),
    create: () => import("./create"),
    edit: () => import("./edit"),
  },
  extraRoutes: [
    archiveRoute("/payment-channel/archive", () => import("./archive")),
    changeLogRoute(
      "/payment-channel/:id/change-logs",
      "payment-channel",
      () => import("./change-logs"),
    ),
  ],
});
