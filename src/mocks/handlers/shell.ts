import { config } from "@/config";
import { db } from "../db";
import { nowIso, subRolesOf } from "../lib/profile";
import { ApiError, badRequest, conflict, forbidden, me, route } from "../lib/route";
import { isBlank, throwIfErrors, type Errors } from "../lib/validate";

/** Endpoints of the signed-in shell (spec section 7): badges, notifications, favorites, outlets. */
const mine = (userId: string) => db.notifications.filter((item) => item.receiverUserId === userId);

function checkReceiver(receiverUserId: unknown, userId: string, errors: Errors) {
  if (isBlank(receiverUserId)) errors.receiverUserId = "receiverUserId is required.";
  else if (receiverUserId !== userId)
    throw forbidden("You can only mark your own notifications as read.");
}

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
    path: "/backoffice-sidebar-checker",
    handler: (ctx) => {
      me(ctx);
      let transactions = 0;
      for (const trx of db.transactions.all()) if (trx.status === "PAID") transactions++;
      const weekAgo = new Date(Date.now() - 7 * 86_400_000).toISOString();
      const recentWallet = db.walletPoints.all().some((item) => String(item.createdAt) >= weekAgo);
      const schedules = db.notificationSchedules.filter(
        (item) => item.status === "SCHEDULED",
      ).length;
      let drafts = 0;
      for (const product of db.products.all()) if (product.status === "DRAFT") drafts++;
      return {
        // Products still in draft: waiting to be completed and published.
        products: drafts,
        transactions,
        "wallet-points": recentWallet,
        vouchers: 0,
        "notification-schedule": schedules,
      };
    },
  }),
  route({
    method: "get",
    path: "/my-notifications",
    handler: (ctx) => {
      const { user } = me(ctx);
      const results = mine(user.userId).sort((a, b) => (a.createdAt < b.createdAt ? 1 : -1));
      return { results, count: results.length };
    },
  }),
  route({
    method: "patch",
    path: "/my-notifications/mark-as-read",
    handler: async (ctx) => {
      const { user } = me(ctx);
      const body = await ctx.body<{ notificationIds?: unknown; receiverUserId?: unknown }>();
      const errors: Errors = {};
      const ids = body.notificationIds;
      if (!Array.isArray(ids) || ids.length === 0 || ids.some((id) => typeof id !== "string")) {
        errors.notificationIds = "notificationIds must be a non-empty list of ids.";
      }
      checkReceiver(body.receiverUserId, user.userId, errors);
      throwIfErrors(errors);
      const readByUserAt = nowIso();
      const updated: string[] = [];
      for (const id of ids as string[]) {
        const item = db.notifications.get(id);
        if (!item || item.receiverUserId !== user.userId) continue;
        if (!item.readByUserAt)
          db.notifications.update(id, { readByUserAt, updatedAt: readByUserAt });
        updated.push(id);
      }
      if (!updated.length) throw new ApiError(404, "not_found", "Notification not found.");
      return { notificationIds: updated, readByUserAt };
    },
  }),
  route({
    method: "patch",
    path: "/my-notifications/mark-all-as-read",
    handler: async (ctx) => {
      const { user } = me(ctx);
      const body = await ctx.body<{ receiverUserId?: unknown }>();
      const errors: Errors = {};
      checkReceiver(body.receiverUserId, user.userId, errors);
      throwIfErrors(errors);
      const readByUserAt = nowIso();
      const updated: string[] = [];
      for (const item of mine(user.userId)) {
        if (item.readByUserAt) continue;
        db.notifications.update(item.id, { readByUserAt, updatedAt: readByUserAt });
        updated.push(item.id);
      }
      return { notificationIds: updated, readByUserAt };
    },
  }),
  route({
    method: "get",
    path: "/favorite-menus/me",
    handler: (ctx) => ({ menus: favoritesOf(me(ctx).user.userId) }),
  }),
  route({
    method: "patch",
    path: "/favorite-menus/me/add-menu",
    handler: async (ctx) => {
      const { user } = me(ctx);
      const body = await ctx.body<{ key?: unknown; menu?: unknown }>();
      const errors: Errors = {};
      if (isBlank(body.key) || typeof body.key !== "string") errors.key = "key is required.";
      else if (!body.key.startsWith("/")) errors.key = "key must be a route path starting with /.";
      if (isBlank(body.menu) || typeof body.menu !== "string") errors.menu = "menu is required.";
      throwIfErrors(errors);
      const menus = favoritesOf(user.userId);
      if (menus.some((item) => item.key === body.key))
        throw conflict("This menu is already in your favorites.");
      if (menus.length >= config.ui.maxFavoriteMenus)
        throw badRequest({}, "Favorite menu is already full");
      return saveFavorites(user.userId, [
        ...menus,
        { key: String(body.key), menu: String(body.menu) },
      ]);
    },
  }),
  route({
    method: "patch",
    path: "/favorite-menus/me/delete-menu",
    handler: async (ctx) => {
      const { user } = me(ctx);
      const body = await ctx.body<{ key?: unknown }>();
      if (isBlank(body.key)) throw badRequest({ key: "key is required." });
      const menus = favoritesOf(user.userId);
      if (!menus.some((item) => item.key === body.key))
        throw new ApiError(404, "not_found", "This menu is not in your favorites.");
      return saveFavorites(
        user.userId,
        menus.filter((item) => item.key !== body.key),
      );
    },
  }),
  route({
    method: "get",
    path: "/my-brands",
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
