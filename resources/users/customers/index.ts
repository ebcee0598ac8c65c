import { TeamOutlined } from "@ant-design/icons";
import { createElement } from "react";
import { users } from "../area";

/** /customer: the customers of the users API (spec 2.2; the pages live in ../components). */
export const customerArea = users.area({
  name: "customer",
  apiPath: "users",
  icon: createElement(TeamOutlined),
  permissionArea: "CUSTOMER",
  idField: "userId",
  recordLabel: "name",
  pages: {
    list: () => import("./list"),
    show: () => import("./show"),
    create: () => import("./create"),
    edit: () => import("./edit"),
    changeLogs: () => import("./change-logs"),
  },
  extraRoutes: [
    {
      link: "changePassword",
      path: "/customer/:id/change-password",
      page: () => import("./change-password"),
      action: "changePassword",
    },
  ],
});
