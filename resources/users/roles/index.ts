import { SafetyCertificateOutlined, TeamOutlined } from "@ant-design/icons";
import { createElement } from "react";
import { defineArea } from "@/lib/resource";
import { users } from "../area";

/** Roles and permissions (/role, spec 2.2 and 6). */
export const rolesArea = users.area({
  name: "role",
  folder: "roles",
  texts: "users:roles",
  apiPath: "roles",
  icon: createElement(SafetyCertificateOutlined),
  permissionArea: "ROLE",
  idField: "roleId",
  recordLabel: "roleName",
  pages: ["list", "show", "create", "edit", "archive", "changeLogs"],
});

/** Sub roles (spec 4), managed under the role area: /role/sub-roles, judged on ROLE permissions. */
export const subRolesArea = defineArea({
  name: "sub-roles",
  texts: "users:roles.subRoles",
  path: "role/sub-roles",
  apiPath: "sub-roles",
  icon: createElement(TeamOutlined),
  permissionArea: "ROLE",
  idField: "subRoleId",
  recordLabel: "roleName",
  namespaces: ["users"],
  menu: { hidden: true },
  pages: {
    list: () => import("./sub-roles/list"),
    create: () => import("./sub-roles/create"),
    edit: () => import("./sub-roles/edit"),
  },
});
