import {
  subRole,
  subRoleCreate,
  subRoleDefinition,
  subRoleUpdate,
  userSubRolesUpdate,
  type SubRoleRecord,
} from "../schema/role";
import { z } from "@/contract/common";
import { db } from "@/mocks/db";
import { recordOr404, resource, writeChangeLog } from "@/mocks/lib/crud";
import { nowIso } from "@/mocks/lib/clock";
import { storesOf, subRolesOf } from "./profile";
import { invalid, me, route, type RouteContext } from "@/mocks/lib/route";
import { isTaken, type Errors } from "@/mocks/lib/validate";
import { say } from "@/mocks/lib/readers";

/**
 * Sub roles (spec 4): brand or outlet sub-admin roles. A definition (`/sub-roles`, managed under the
 * role area with ROLE permissions) names a brand, and for a STORE sub role the stores it covers;
 * its `userIds` are the users who have it. A user's sub roles (the profile, `/my-sub-roles`,
 * `/my-brands`, `/my-stores`) are derived from these definitions, and having one is what makes the
 * view-as selector offer the sub app. `GET/PUT /users/{userId}/sub-roles` reads and replaces one
 * user's sub roles (USER update, on the admin edit page).
 *
 * An archived definition stays with the users who have it but is given to no one new.
 */
const validate = (record: SubRoleRecord): Errors => {
  const errors: Errors = {};
  if (isTaken(db.subRoles, record, "roleName")) errors.roleName = say("users:api.subRoleNameTaken");
  const brand = db.brands.get(record.brandId);
  if (!brand) errors.brandId = say("users:api.brandMissing");
  // At least one store for a STORE sub role is the schema's rule (subRoleWrite).
  if (
    record.type === "STORE" &&
    record.storeIds.some((storeId) => db.stores.get(storeId)?.companyBrandId !== record.brandId)
  )
    errors.storeIds = say("users:api.storesOfBrand");
  const strangers = record.userIds.filter((userId) => db.users.get(userId)?.userType !== "ADMIN");
  if (strangers.length) errors.userIds = say("users:api.subRoleAdmins");
  return errors;
};

const definitions = resource<SubRoleRecord>({
  path: "/sub-roles",
  entity: "sub-role",
  collection: db.subRoles,
  area: "ROLE",
  operations: ["list", "show", "create", "update", "archive"],
  labelField: "roleName",
  schemas: { create: subRoleCreate, update: subRoleUpdate, answer: subRoleDefinition },
  // A BRAND sub role covers its whole brand: chosen stores are dropped.
  prepare: (record) => ({
    ...record,
    storeIds: record.type === "BRAND" ? [] : record.storeIds,
    userIds: Array.isArray(record.userIds)
      ? [...new Set(record.userIds as string[])]
      : record.userIds,
  }),
  validate,
  present: (row) => ({
    ...row,
    brandName: db.brands.get(row.brandId)?.brandName ?? "",
    stores: storesOf(row),
    memberCount: row.userIds.length,
  }),
});

const userOf = (ctx: RouteContext) =>
  recordOr404(db.users, ctx.params.id!, "This user was not found.");

const userParam = { id: { from: "/users", field: "userId" } };

const readUserSubRoles = route({
  method: "get",
  path: "/users/:id/sub-roles",
  area: "ADMIN",
  action: "show",
  summary: "One user's sub roles (as the profile carries them)",
  response: z.array(subRole),
  params: userParam,
  errors: [404],
  handler: (ctx) => subRolesOf(userOf(ctx).userId),
});

const replaceUserSubRoles = route({
  method: "put",
  path: "/users/:id/sub-roles",
  area: "ADMIN",
  action: "edit",
  summary:
    "Replaces one user's sub roles (an archived sub role can be kept, not newly given); answers the user's sub roles",
  body: userSubRolesUpdate,
  response: z.array(subRole),
  params: userParam,
  errors: [404, 422],
  handler: (ctx) => {
    const auth = me(ctx);
    const user = userOf(ctx);
    const wanted = new Set(ctx.data.subRoleIds);
    const all = db.subRoles.all();
    const unknown = [...wanted].filter((id) => !db.subRoles.get(id));
    if (unknown.length) throw invalid({ subRoleIds: say("users:api.subRolesMissing") });
    if (user.userType !== "ADMIN" && wanted.size)
      throw invalid({ subRoleIds: say("users:api.subRolesAdminsOnly") });
    const newlyArchived = all.filter(
      (row) => wanted.has(row.subRoleId) && row.isArchived && !row.userIds.includes(user.userId),
    );
    if (newlyArchived.length)
      throw invalid({
        subRoleIds: say("users:api.subRolesArchived", {
          roles: newlyArchived.map((row) => row.roleName).join(", "),
        }),
      });
    for (const row of all) {
      const has = row.userIds.includes(user.userId);
      if (has === wanted.has(row.subRoleId)) continue;
      const next = {
        ...row,
        userIds: has
          ? row.userIds.filter((userId) => userId !== user.userId)
          : [...row.userIds, user.userId],
        updatedAt: nowIso(),
      };
      db.subRoles.replace(next);
      writeChangeLog("sub-role", auth, "UPDATE", row.subRoleId, row.roleName, row, next);
    }
    return subRolesOf(user.userId);
  },
});

export const handlers = [readUserSubRoles, replaceUserSubRoles, ...definitions];
