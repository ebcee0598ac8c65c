import { listOf } from "@/contract/common";
import { myBrand } from "@/contract/shell";
import { db } from "@/mocks/db";
import { me, route } from "@/mocks/lib/route";
import { outletRef } from "../schema/user";
import { subRolesOf } from "./profile";

/** The outlets of the signed-in user's sub roles: the sub app's outlet selector (spec sections 2.4 and 7). */
export const handlers = [
  route({
    method: "get",
    path: "/my-brands",
    summary: "The brands of the signed-in user's sub roles (sub-app outlet selector)",
    response: listOf(myBrand),
    handler: (ctx) => {
      const seen = new Set<string>();
      const results = subRolesOf(me(ctx).user.userId)
        .filter((subRole) => !seen.has(subRole.brandId) && seen.add(subRole.brandId))
        .map((subRole) => {
          const brand = db.brands.get(subRole.brandId);
          return {
            brandId: subRole.brandId,
            brandName: brand?.brandName ?? subRole.brandName,
            brandCode: brand?.brandCode ?? "",
          };
        });
      return { results, count: results.length };
    },
  }),
  route({
    method: "get",
    path: "/my-stores",
    summary: "The stores of the signed-in user's sub roles (sub-app outlet selector)",
    response: listOf(outletRef),
    handler: (ctx) => {
      const seen = new Set<string>();
      const results = subRolesOf(me(ctx).user.userId)
        .flatMap((subRole) => subRole.stores)
        .filter((store) => !seen.has(store.storeId) && seen.add(store.storeId))
        .map((store) => ({
          ...store,
          storeName: db.stores.get(store.storeId)?.storeName ?? store.storeName,
        }));
      return { results, count: results.length };
    },
  }),
];
