import { basePermissions, removedManagementCodes } from "@providers/access-control/role-matrix";
import { basePermission, role, roleCreate, roleUpdate, type RoleRecord } from "../schema/role";
import { z } from "@/contract/common";
import { db } from "@/mocks/db";
import { resource } from "@/mocks/lib/crud";
import { me, route } from "@/mocks/lib/route";
import type { Errors } from "@/mocks/lib/validate";
import { say } from "@/mocks/lib/readers";

/**
 * Roles (`/roles`, spec 2.2 and 6) and the base permissions list their editor is built from.
 *
 * Rules beyond the schema:
 * - ROLE has no delete (spec 6: sidebar, create, update, archive): a role is archived, never deleted.
 * - Archiving a role with members is allowed: its members keep it (and its permissions), but an
 *   archived role is given to no one new (`roleAssignmentError`, checked when a user is created or
 *   changes role). Unarchiving makes it assignable again.
 * - Self-lockout: an update of the signed-in user's own role may not remove the codes that let them
 *   manage roles (sign-in, role list, role detail, role update): 422 on `permissions`.
 * - Every code must be one of the base permissions list.
 */
const memberCount = (roleId: string) => db.users.filter((user) => user.roleId === roleId).length;

const known = () => new Set(basePermissions().map((entry) => entry.code));

/** Why `roleId` cannot be given to a user whose role was `previousRoleId` (undefined: it can). */
export function roleAssignmentError(roleId: unknown, previousRoleId?: unknown): string | undefined {
  if (typeof roleId !== "string" || roleId === previousRoleId) return undefined;
  const found = db.roles.get(roleId);
  if (found?.isArchived)
    return "This role is archived: its members keep it, but it cannot be given to anyone new.";
  return undefined;
}

const roles = resource<RoleRecord>({
  path: "/roles",
  entity: "role",
  collection: db.roles,
  area: "ROLE",
  operations: ["list", "show", "create", "update", "archive"],
  labelField: "roleName",
  schemas: { create: roleCreate, update: roleUpdate, answer: role },
  prepare: (record) => ({
    ...record,
    permissions: Array.isArray(record.permissions)
      ? [...new Set(record.permissions as string[])].sort()
      : record.permissions,
  }),
  unique: { roleName: say("users:api.roleNameTaken") },
  validate: (record, existing, ctx) => {
    const errors: Errors = {};
    const codes = known();
    const unknown = record.permissions.filter((code) => !codes.has(code));
    if (unknown.length)
      errors.permissions = say("users:api.unknownPermissions", { codes: unknown.join(", ") });
    const removed = removedManagementCodes({
      isOwnRole: !!existing && existing.roleId === me(ctx).user.roleId,
      before: existing?.permissions ?? [],
      after: record.permissions,
    });
    if (removed.length)
      errors.permissions = say("users:api.ownRoleManage", { codes: removed.join(", ") });
    return errors;
  },
  present: (row) => ({ ...row, memberCount: memberCount(row.roleId) }),
});

const basePermissionsRoute = route({
  method: "get",
  path: "/roles/base-permissions",
  area: "ROLE",
  action: "list",
  summary:
    "The base permissions list the role editor is built from (spec 2.2): every code of the version-3 model, grouped by area, with the codes each one requires",
  response: z.array(basePermission),
  handler: () => basePermissions(),
});

const holdersRoute = route({
  method: "get",
  path: "/roles/permission-holders",
  area: "ROLE",
  action: "list",
  summary:
    "How many roles (archived ones included) hold each permission code: the editor warns before removing a code no other role holds",
  response: z.record(z.string(), z.number().int().min(0)),
  handler: () => {
    const counts: Record<string, number> = {};
    for (const row of db.roles.all())
      for (const code of row.permissions) counts[code] = (counts[code] ?? 0) + 1;
    return counts;
  },
});

export const handlers = [basePermissionsRoute, holdersRoute, ...roles];
