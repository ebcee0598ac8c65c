import { db } from "@/mocks/db";
import { notFound, type RouteContext } from "@/mocks/lib/route";
import { say } from "@/mocks/lib/readers";

/**
 * The permission area a user's records are judged by: CUSTOMER for a customer, ADMIN for staff
 * (spec 6: both on USER codes). The records of a user's own sub-collections (addresses, prescriptions)
 * follow the same rule as the user (`userArea` in handlers/users.ts).
 */
export const areaOfUser = (userId: string | undefined): "ADMIN" | "CUSTOMER" | undefined => {
  const user = userId ? db.users.get(userId) : undefined;
  if (!user) return undefined;
  return user.userType === "CUSTOMER" ? "CUSTOMER" : "ADMIN";
};

/**
 * The area of the user named by the route's `:userId` (ADMIN for an unknown user, or when the contract
 * documents the route: its codes are the CUSTOMER ones too). The permission is judged before anything
 * says whether the user exists; `requireUser` answers 404 afterwards.
 */
export const userRecordsArea = (ctx: RouteContext): "ADMIN" | "CUSTOMER" =>
  areaOfUser(ctx.params.userId) ?? "ADMIN";

/** The user of the route's `:userId` (of that type when given); another id answers 404. */
export function requireUser(ctx: RouteContext, type?: "ADMIN" | "CUSTOMER") {
  const user = db.users.get(ctx.params.userId ?? "");
  if (!user || (type && user.userType !== type))
    throw notFound(
      type === "CUSTOMER" ? say("users:api.customerNotFound") : say("users:api.userNotFound"),
    );
  return user;
}
