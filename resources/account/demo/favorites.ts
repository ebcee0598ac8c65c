import { config } from "@/config";
import { deleteFavoriteRequest, favoriteMenu, favoriteMenus } from "@/contract/favorite-menu";
import { db } from "@/mocks/db";
import { nowIso } from "@/mocks/lib/clock";
import { ApiError, conflict, invalid, me, route } from "@/mocks/lib/route";
import { say } from "@/mocks/lib/readers";

/** The signed-in user's favorite menus (the tabs of the header, spec sections 2.4 and 7). */
const favoritesOf = (userId: string) => db.favoriteMenus.get(userId)?.menus ?? [];

function saveFavorites(userId: string, menus: { key: string; menu: string }[]) {
  const current = db.favoriteMenus.get(userId);
  if (current) db.favoriteMenus.update(userId, { menus, updatedAt: nowIso() });
  else db.favoriteMenus.insert({ userId, menus, createdAt: nowIso(), updatedAt: nowIso() });
  return { menus };
}

export const handlers = [
  route({
    method: "get",
    path: "/favorite-menus/me",
    summary: "The signed-in user's favorite menus",
    response: favoriteMenus,
    handler: (ctx) => ({ menus: favoritesOf(me(ctx).user.userId) }),
  }),
  route({
    method: "patch",
    path: "/favorite-menus/me/add-menu",
    summary: "Add one favorite menu (at most the configured maximum)",
    body: favoriteMenu,
    response: favoriteMenus,
    errors: [409, 422],
    handler: async (ctx) => {
      const { user } = me(ctx);
      const body = ctx.data;
      const menus = favoritesOf(user.userId);
      if (menus.some((item) => item.key === body.key))
        throw conflict(say("account:api.favoriteExists"));
      if (menus.length >= config.ui.maxFavoriteMenus)
        throw invalid({}, say("account:api.favoritesFull"));
      return saveFavorites(user.userId, [...menus, { key: body.key, menu: body.menu }]);
    },
  }),
  route({
    method: "patch",
    path: "/favorite-menus/me/delete-menu",
    summary: "Remove one favorite menu",
    body: deleteFavoriteRequest,
    response: favoriteMenus,
    errors: [404, 422],
    handler: async (ctx) => {
      const { user } = me(ctx);
      const body = ctx.data;
      const menus = favoritesOf(user.userId);
      if (!menus.some((item) => item.key === body.key))
        throw new ApiError(404, "not_found", say("account:api.favoriteMissing"));
      return saveFavorites(
        user.userId,
        menus.filter((item) => item.key !== body.key),
      );
    },
  }),
];
