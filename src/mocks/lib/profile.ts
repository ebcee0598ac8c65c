import { db } from "../db";
import type { User } from "@/contract/user";

/** The profile shape of `GET /users/me` (api-conventions.md "The signed-in user"). */
export function subRolesOf(userId: string) {
  return db.subRoles
    .filter((subRole) => subRole.userId === userId)
    .map(({ subRoleId, type, roleName, brandId, brandName, stores }) => ({
      subRoleId,
      type,
      roleName,
      brandId,
      brandName,
      stores,
    }));
}

export function roleOf(user: User) {
  const role = db.roles.get(user.roleId);
  return role
    ? { roleId: role.roleId, roleName: role.roleName, permissions: role.permissions }
    : { roleId: user.roleId, roleName: "", permissions: [] as string[] };
}

export function profileOf(user: User) {
  return {
    userId: user.userId,
    name: user.name,
    firstName: user.firstName,
    middleName: user.middleName,
    lastName: user.lastName,
    email: user.email,
    phone: user.phone,
    photoUrl: user.photoUrl,
    gender: user.gender,
    birthDate: user.birthDate,
    userType: user.userType,
    role: roleOf(user),
    subRoles: subRolesOf(user.userId),
    lastLoginAt: user.lastLoginAt,
    createdAt: user.createdAt,
    updatedAt: user.updatedAt,
  };
}

export const nowIso = () => new Date().toISOString();
