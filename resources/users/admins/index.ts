import { SolutionOutlined } from "@ant-design/icons";
import { createElement } from "react";
import { defineArea } from "@/lib/resource";

/** /admin: the admins of the users API (spec 2.2; the pages live in src/components/users). */
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
    {
      link: "changePassword",
      path: "/admin/:id/change-password",
      page: () => import("./change-password"),
      action: "changePassword",
    },
  ],
});
