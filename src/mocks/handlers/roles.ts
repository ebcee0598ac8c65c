import type { Role } from "@/contract/user";
import { db } from "../db";
import { resource } from "../lib/crud";
import { requireFields, unique } from "../lib/validate";

const roles = resource<Role>({
  path: "/roles",
  entity: "role",
  collection: db.roles,
  area: "ROLE",
  operations: ["list", "show", "create", "update", "archive"],
  defaults: () => ({ description: "", permissions: [], isActive: true }),
  validate: (record) => {
    const errors = requireFields(record, { roleName: "Role name" });
    if (
      record.roleName &&
      !unique(db.roles.all(), "roleName", record.roleName, "roleId", record.roleId)
    )
      errors.roleName = "This role name is already used.";
    if (
      !Array.isArray(record.permissions) ||
      record.permissions.some(
        (code) => typeof code !== "string" || !/^[A-Z_]+(\.[A-Z_]+)?$/.test(code),
      )
    )
      errors.permissions = "Permissions are codes like PRODUCT.LIST.";
    return errors;
  },
});

export const handlers = [...roles];
