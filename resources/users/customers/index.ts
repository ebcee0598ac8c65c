import { TeamOutlined } from "@ant-design/icons";
import { createElement } from "react";
import { users } from "../area";

/** /customer: the customers of the users API (spec 2.2; the pages live in ../components). */
export const customerArea = users.area({
  name: "customer",
  folder: "customers",
  apiPath: "users",
  icon: createElement(TeamOutlined),
  permissionArea: "CUSTOMER",
  idField: "userId",
  recordLabel: "name",
  pages: ["list", "show", "create", "edit", "changeLogs"],
  extraRoutes: [
    {
      link: "changePassword",
      path: "/customer/:id/change-password",
      page: () => import("./change-password"),
      action: "changePassword",
    },
  ],
});
