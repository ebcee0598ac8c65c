import { config } from "@/config";
import type { User } from "@/contract/user";
import { db } from "../db";
import { resource } from "../lib/crud";
import { roleAssignmentError } from "./roles";
import { nowIso, roleOf } from "../lib/profile";
import { me, type RouteContext } from "../lib/route";
import { checkEmail, isBlank, PHONE, requireFields, unique } from "../lib/validate";

const isCustomerRole = (roleId: unknown) =>
  roleId === config.customerRoleId ||
  ["rol-dealer-owner", "rol-dealer-personnel"].includes(String(roleId));

const userArea = (ctx: RouteContext) => {
  const id = ctx.params.id;
  if (id) return db.users.get(id)?.userType === "CUSTOMER" ? "CUSTOMER" : "ADMIN";
  const type = ctx.query.get("userType");
  if (type) return type === "CUSTOMER" ? "CUSTOMER" : "ADMIN";
  return isCustomerRole(ctx.query.get("roleId")) ? "CUSTOMER" : "ADMIN";
};

const users = resource<User>({
  path: "/users",
  entity: "user",
  collection: db.users,
  area: userArea,
  readOnly: ["userType", "lastLoginAt", "password", "role", "name"],
  defaults: () => ({
    middleName: "",
    lastName: "",
    phone: "",
    photoUrl: "",
    gender: "MALE",
    birthDate: "",
    address: null,
    isActive: true,
    lastLoginAt: null,
  }),
  prepare: (record) => {
    const firstName = String(record.firstName ?? "").trim();
    const middleName = String(record.middleName ?? "").trim();
    const lastName = String(record.lastName ?? "").trim();
    return {
      ...record,
      firstName,
      middleName,
      lastName,
      email: String(record.email ?? "")
        .trim()
        .toLowerCase(),
      name: [firstName, middleName, lastName].filter(Boolean).join(" "),
      userType: isCustomerRole(record.roleId) ? "CUSTOMER" : "ADMIN",
    };
  },
  validate: (record, existing, ctx) => {
    const errors = requireFields(record, {
      firstName: "First name",
      email: "Email",
      roleId: "Role",
    });
    checkEmail(record.email, "email", errors);
    if (
      record.email &&
      !errors.email &&
      !unique(db.users.all(), "email", record.email, "userId", record.userId)
    )
      errors.email = "This email is already registered.";
    if (record.roleId && !db.roles.get(record.roleId)) errors.roleId = "This role does not exist.";
    const roleRefused = roleAssignmentError(record.roleId, existing?.roleId);
    if (roleRefused) errors.roleId = roleRefused;
    if (!isBlank(record.phone) && !PHONE.test(String(record.phone)))
      errors.phone = "Please enter a valid phone number.";
    if (existing && existing.userId === me(ctx).user.userId && existing.roleId !== record.roleId)
      errors.roleId = "You cannot change your own role.";
    const area = userArea(ctx);
    if (ctx.request.method === "POST" && (area === "CUSTOMER") !== (record.userType === "CUSTOMER"))
      errors.roleId =
        area === "CUSTOMER"
          ? "A customer has the customer role."
          : "An admin cannot have the customer role.";
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
  },
  present: (user) => ({ ...user, role: { roleId: user.roleId, roleName: roleOf(user).roleName } }),
});

export const handlers = [...users];
