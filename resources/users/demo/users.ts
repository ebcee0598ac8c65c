import { config } from "@/config";
import { deleted } from "@/contract/common";
import { userCreate, userUpdate, userWithRole, userWrite, type User } from "../schema/user";
import { db } from "@/mocks/db";
import { recordOr404, resource, writeChangeLog } from "@/mocks/lib/crud";
import { roleAssignmentError } from "./roles";
import { nowIso } from "@/mocks/lib/clock";
import { roleOf } from "./profile";
import {
  forbidden,
  me,
  permits,
  requirePermission,
  route,
  type RouteContext,
} from "@/mocks/lib/route";
import { unique } from "@/mocks/lib/validate";
import {
  areaOfRole,
  signOutEverywhere,
  takeEmailCode,
  USER_ID,
  type UserArea,
} from "./users-accounts";
import { say } from "@/mocks/lib/readers";

/**
 * Admins and customers: one collection, two lists (spec 2.2). The customer list is bound to the
 * ONE customer role id (`config.customerRoleId`), the admin list to every other role; each is
 * judged on its own permission area (CUSTOMER or ADMIN) and sees only its own users.
 *
 * The area a list asks for: `userType=CUSTOMER`, or role filters naming only the customer role, is
 * the customer list; anything else the admin list.
 */
export function listArea(query: URLSearchParams): UserArea {
  const type = query.get("userType");
  if (type) return type === "CUSTOMER" ? "CUSTOMER" : "ADMIN";
  const roles = query.getAll("roleId");
  return roles.length > 0 && roles.every((roleId) => roleId === config.customerRoleId)
    ? "CUSTOMER"
    : "ADMIN";
}

/**
 * The area of a request on /users: the record's for one user, the list's otherwise. A create names
 * its list with `?userType=`, or is judged first on an area the user holds (a user with neither is
 * refused before the body is read) and then on the role it gives, once the body is read (`defaults`).
 */
export function userArea(ctx: RouteContext): UserArea {
  const id = ctx.params.id;
  if (id) {
    const user = db.users.get(id);
    return user ? areaOfRole(user.roleId) : "ADMIN";
  }
  if (ctx.request?.method === "POST" && !ctx.query.get("userType") && ctx.auth)
    return permits(ctx.auth, "ADMIN", "create") ? "ADMIN" : "CUSTOMER";
  return listArea(ctx.query);
}

const listAreas = new WeakMap<URLSearchParams, UserArea>();
/** The list's area, read once per request (the scope asks for every row). */
function cachedListArea(query: URLSearchParams): UserArea {
  let area = listAreas.get(query);
  if (!area) listAreas.set(query, (area = listArea(query)));
  return area;
}

const CREATE_DEFAULTS = {
  photoUrl: "",
  address: null,
  lastLoginAt: null,
} satisfies Partial<User>;

const users = resource<User>({
  path: "/users",
  entity: "user",
  collection: db.users,
  area: userArea,
  recordArea: (row) => areaOfRole(row.roleId),
  operations: ["list", "show", "create", "update"],
  labelField: "name",
  schemas: { create: userCreate, update: userUpdate, write: userWrite, answer: userWithRole },
  scope: (row, ctx) => !!ctx.params.id || areaOfRole(row.roleId) === cachedListArea(ctx.query),
  defaults: (ctx) => {
    const body = (ctx as RouteContext & { data?: { roleId?: string } }).data;
    if (!ctx.query.get("userType")) requirePermission(me(ctx), areaOfRole(body?.roleId), "create");
    return CREATE_DEFAULTS;
  },
  prepare: (record) => {
    const names = [record.firstName, record.middleName, record.lastName].map((part) =>
      String(part ?? "").trim(),
    );
    return {
      ...record,
      email: String(record.email ?? "")
        .trim()
        .toLowerCase(),
      name: names.filter(Boolean).join(" "),
      userType: areaOfRole(record.roleId),
    };
  },
  validate: (record, existing, ctx) => {
    const errors: Record<string, string> = {};
    const self = me(ctx).user.userId;
    if (!unique(db.users.all(), "email", record.email, "userId", record.userId))
      errors.email = say("users:api.emailTaken");
    if (!db.roles.get(record.roleId)) errors.roleId = say("users:api.roleMissing");
    const roleRefused = roleAssignmentError(record.roleId, existing?.roleId);
    if (roleRefused) errors.roleId = roleRefused;
    if (existing) {
      if (existing.userId === self && existing.roleId !== record.roleId)
        errors.roleId = say("users:api.ownRole");
      else if (areaOfRole(existing.roleId) !== areaOfRole(record.roleId))
        errors.roleId =
          existing.userType === "CUSTOMER"
            ? say("users:api.customerKeepsRole")
            : say("users:api.adminNotCustomer");
      if (existing.userId === self && !record.isActive)
        errors.isActive = say("users:api.ownDeactivate");
      if (existing.email !== record.email && !errors.email) {
        const code = (ctx as RouteContext & { data?: { emailCode?: string } }).data?.emailCode;
        const problem = takeEmailCode(existing.userId, record.email, code);
        if (problem) errors.emailCode = problem;
      }
    } else {
      const area = ctx.query.get("userType") === "CUSTOMER" ? "CUSTOMER" : "ADMIN";
      if (ctx.query.get("userType") && area !== areaOfRole(record.roleId))
        errors.roleId =
          area === "CUSTOMER" ? say("users:api.customerRole") : say("users:api.adminNotCustomer");
    }
    return errors;
  },
  afterWrite: (record, body, existing) => {
    if (!existing && typeof body.password === "string" && body.password) {
      db.credentials.insert({
        userId: record.userId,
        email: record.email,
        password: body.password,
        passwordExpiredAt: new Date(Date.now() + 180 * 86_400_000).toISOString(),
        updatedAt: nowIso(),
      });
    } else if (existing && existing.email !== record.email && db.credentials.get(record.userId)) {
      db.credentials.update(record.userId, { email: record.email });
    }
    if (existing?.isActive && !record.isActive) signOutEverywhere(record.userId);
  },
  present: (user) => ({ ...user, role: { roleId: user.roleId, roleName: roleOf(user).roleName } }),
});

/** Delete: never oneself; another admin also needs FORCE_DELETE_OTHER_USER (spec 6). */
const remove = route({
  method: "delete",
  path: "/users/:id",
  area: userArea,
  action: "delete",
  summary:
    "Delete a user (never oneself; deleting an admin also needs USER.FORCE_DELETE_OTHER_USER)",
  response: deleted,
  params: { id: USER_ID },
  errors: [404],
  handler: (ctx) => {
    const auth = me(ctx);
    const user = recordOr404(db.users, ctx.params.id!, "This user was not found.");
    if (user.userId === auth.user.userId) throw forbidden(say("users:api.ownAccount"));
    if (areaOfRole(user.roleId) === "ADMIN")
      requirePermission(auth, "ADMIN", "forceDeleteOtherUser");
    signOutEverywhere(user.userId);
    db.users.remove(user.userId);
    if (db.credentials.get(user.userId)) db.credentials.remove(user.userId);
    writeChangeLog("user", auth, "DELETE", user.userId, user.name, user, undefined);
    return { id: user.userId };
  },
});

export const handlers = [...users, remove];
