import { SolutionOutlined } from "@ant-design/icons";
import { createElement } from "react";
import { changeLogRoute, defineArea } from "@/lib/resource";

/** /admin: the admins of the users API (spec 2.2; the pages live in ../components). */
export const adminArea = defineArea({
  name: "admin",
  apiPath: "users",
  group: "users-group",
  icon: createElement(SolutionOutlined),
  permissionArea: "ADMIN",
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
    changeLogRoute("/admin/:id/change-logs", "admin", () => import("./change-logs")),
    {
      link: "changePassword",
      path: "/admin/:id/change-password",
      page: () => import("./change-password"),
      action: "changePassword",
    },
  ],
});
