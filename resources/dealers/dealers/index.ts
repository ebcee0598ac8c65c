import { ShopOutlined } from "@ant-design/icons";
import { createElement } from "react";
import { crudArea } from "@providers/access-control/permissions";
import { defineArea } from "@/lib/resource";

export const dealersArea = defineArea({
  name: "dealers",
  group: "ecommerce-group",
  icon: createElement(ShopOutlined),
  permissionArea: "DEALER",
  // Not one of spec 6's areas: the area brings its own (DEALER.LIST, DEALER.DETAIL, …).
  permissions: { DEALER: crudArea("DEALER") },
  namespaces: ["dealers"],
  idField: "dealerId",
  recordLabel: "dealerName",
  pages: {
    list: () => import("./list"),
    show: () => import("./show"),
    create: () => import("./create"),
    edit: () => import("./edit"),
  },
});
