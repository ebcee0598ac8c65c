import { TeamOutlined } from "@ant-design/icons";
import { createElement } from "react";
import { changeLogRoute, defineArea } from "@/lib/resource";

/** /customer: the customers of the users API (spec 2.2; the pages live in ../components). */
export const customerArea = defineArea({
  name: "customer",
  apiPath: "users",
  group: "users-group",
  icon: createElement(TeamOutlined),
  permissionArea: "CUSTOMER",
  idField: "userId",
  recordLabel: "name",
  namespaces: ["users"],
  pages: {
    list: () => import("./list"),
    show: () => import("./show"),
    create: () => import("./create"),
    edit: () => import("./edit"),
  },
  extraRoutes: [
    changeLogRoute("/customer/:id/change-logs", "customer", () => import("./change-logs")),
    {
      link: "changePassword",
      path: "/customer/:id/change-password",
      page: () => import("./change-password"),
      action: "changePassword",
    },
  ],
});
