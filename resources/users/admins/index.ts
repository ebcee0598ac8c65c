import { SolutionOutlined } from "@ant-design/icons";
import { createElement } from "react";
import { users } from "../area";

/** /admin: the admins of the users API (spec 2.2; the pages live in ../components). */
export const adminArea = users.area({
  name: "admin",
  folder: "admins",
  apiPath: "users",
  icon: createElement(SolutionOutlined),
  permissionArea: "ADMIN",
  idField: "userId",
  recordLabel: "name",
  pages: ["list", "show", "create", "edit", "changeLogs"],
  extraRoutes: [
    {
      link: "changePassword",
      path: "/admin/:id/change-password",
      page: () => import("./change-password"),
      action: "changePassword",
    },
  ],
});
