import type { RouteContext } from "@/mocks/lib/route";
import { subRolesOf } from "@resources/users/demo/exports";

/**
 * The stores a user may see the transactions of (undefined: every store): users whose main role is
 * "Sub Admin" (the sub app) see only their sub roles' stores. Cached per request. A module of its own:
 * other domains' demo code may read it while the demo database is still being built.
 */
const storesSeen = new WeakMap<RouteContext, Set<string> | undefined>();
export function visibleStores(ctx: RouteContext): Set<string> | undefined {
  if (storesSeen.has(ctx)) return storesSeen.get(ctx);
  const auth = ctx.auth;
  let stores: Set<string> | undefined;
  if (auth && auth.role?.roleName.trim().toLowerCase() === "sub admin")
    stores = new Set(
      subRolesOf(auth.user.userId).flatMap((subRole) =>
        subRole.stores.map((store) => store.storeId),
      ),
    );
  storesSeen.set(ctx, stores);
  return stores;
}
