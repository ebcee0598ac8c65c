import { db } from "@/mocks/db";
import type { OutletRef, SubRole } from "../schema/role";
import type { User } from "../schema/user";
import type { StoredSubRole } from "./db";

/** The stores a sub-role definition covers: every store of its brand (BRAND) or the chosen ones (STORE). */
export function storesOf(definition: StoredSubRole): OutletRef[] {
  const stores =
    definition.type === "BRAND"
      ? db.stores.filter(
          (store) => store.companyBrandId === definition.brandId && !store.isArchived,
        )
      : definition.storeIds.flatMap((storeId) => db.stores.get(storeId) ?? []);
  return stores.map(({ storeId, storeName, companyBrandId }) => ({
    storeId,
    storeName,
    companyBrandId,
  }));
}

/** A sub-role definition as the profile carries it (api-conventions.md "The signed-in user"). */
export function profileSubRole(definition: StoredSubRole): SubRole {
  return {
    subRoleId: definition.subRoleId,
    type: definition.type,
    roleName: definition.roleName,
    brandId: definition.brandId,
    brandName: db.brands.get(definition.brandId)?.brandName ?? "",
    stores: storesOf(definition),
  };
}

/**
 * A user's sub roles: the definitions that list the user among their members. An archived
 * definition stays with the users who have it (it is only no longer given to anyone new).
 */
export function subRolesOf(userId: string): SubRole[] {
  return db.subRoles
    .filter((definition) => definition.userIds.includes(userId))
    .map(profileSubRole);
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
