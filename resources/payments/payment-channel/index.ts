import { CreditCardOutlined } from "@ant-design/icons";
import { createElement } from "react";
import { archiveRoute, changeLogRoute, defineArea } from "@/lib/resource";

/** /payment-channel: how customers can pay, in the order they see them. */
export const paymentChannelArea = defineArea({
  name: "payment-channel",
  apiPath: "payment-channels",
  group: "payment-setting-group",
  icon: createElement(CreditCardOutlined),
  permissionArea: "PAYMENT_CHANNEL",
  idField: "paymentChannelId",
  recordLabel: "channelName",
  namespaces: ["payments"],
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
