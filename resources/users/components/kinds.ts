import type { CrudFilter } from "@refinedev/core";
import { config } from "@/config";
import { links } from "../links";

/**
 * The two lists over the one users API (spec 2.2): the customer list is bound to the ONE customer
 * role id (`VITE_CUSTOMER_ROLE_ID`), the admin list to every other role. Each is its own area
 * (resource `customer`, permission CUSTOMER; resource `admin`, permission ADMIN).
 */
export type UserKind = "admin" | "customer";

/** The Refine resource (= URL segment) of each list. */
export const USER_RESOURCES: Record<UserKind, string> = { admin: "admin", customer: "customer" };

/** The filters the user cannot remove: which users a list shows at all. */
export function userListFilters(
  kind: UserKind,
  customerRoleId = config.customerRoleId,
): CrudFilter[] {
  return [{ field: "roleId", operator: kind === "customer" ? "eq" : "ne", value: customerRoleId }];
}

/** The list a user belongs to, by their role. */
export const kindOfRole = (roleId: string, customerRoleId = config.customerRoleId): UserKind =>
  roleId === customerRoleId ? "customer" : "admin";

/** The pages of each list (the two areas' typed links). */
export const userLinks = (kind: UserKind) => (kind === "admin" ? links.admin : links.customer);
