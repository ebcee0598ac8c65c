import { SolutionOutlined } from "@ant-design/icons";
import { createElement } from "react";
import { changeLogRoute } from "@/lib/resource";
import { users } from "../area";

/** /admin: the admins of the users API (spec 2.2; the pages live in ../components). */
export const adminArea = users.area({
  name: "admin",
  apiPath: "users",
  icon: createElement(SolutionOutlined),
  permissionArea: "ADMIN",
  idField: "userId",
  recordLabel: "name",
  pages: {
    list: () => import("./list"),
    show: () => import("./show"),
    create: () => import("./create"),
    edit: () => import("./edit"),
  },
  extraRoutes: [
    changeLogRoute("/admin/:id/change-logs", "admin", () => import("./change-logs")),
    {
      link: "changePassword",
      path: "/admin/:id/change-password",
      page: () => import("./change-password"),
      action: "changePassword",
    },
  ],
});
