import { config } from "@/config";
import { listOf, z } from "@/contract/common";
import { deleteFavoriteRequest, favoriteMenu, favoriteMenus } from "@/contract/favorite-menu";
import {
  markAllAsReadRequest,
  markAsReadRequest,
  markedAsRead,
  notification,
} from "@/contract/notification";
import { myBrand, sidebarCheck } from "@/contract/shell";
import { outletRef } from "@/contract/user";
import { db } from "../db";
import { nowIso, subRolesOf } from "../lib/profile";
import { ApiError, conflict, forbidden, invalid, me, route } from "../lib/route";
import { expiresSoon } from "@/lib/vouchers/rules";
import { scheduledCount } from "./notification-schedules";

/** Endpoints of the signed-in shell (spec section 7): badges, notifications, favorites, outlets. */
const mine = (userId: string) => db.notifications.filter((item) => item.receiverUserId === userId);

function checkReceiver(receiverUserId: string, userId: string) {
  if (receiverUserId !== userId)
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
    summary: "Badge values of the sidebar entries",
    response: sidebarCheck,
    handler: (ctx) => {
      me(ctx);
      let transactions = 0;
      for (const trx of db.transactions.all()) if (trx.status === "PAID") transactions++;
      const weekAgo = new Date(Date.now() - 7 * 86_400_000).toISOString();
      const recentWallet = db.walletPoints
        .all()
        .some((item) => (item.lastActivityAt ?? "") >= weekAgo);
      const schedules = scheduledCount();
      let drafts = 0;
      for (const product of db.products.all()) if (product.status === "DRAFT") drafts++;
      return {
        // Products still in draft: waiting to be completed and published.
        products: drafts,
        transactions,
        "wallet-points": recentWallet,
        // A dot while a running voucher ends within 7 days.
        vouchers: db.vouchers.all().some((v) => !v.isArchived && v.isActive && expiresSoon(v)),
        "notification-schedule": schedules,
      };
    },
  }),
  route({
    method: "get",
    path: "/my-notifications",
    summary: "The signed-in user's notifications, newest first",
    query: z.object({
      platform: z
        .union([z.string(), z.array(z.string())])
        .optional()
        .meta({ description: "The push platform codes (cms, web)." }),
    }),
    response: listOf(notification),
    handler: (ctx) => {
      const { user } = me(ctx);
      const results = mine(user.userId).sort((a, b) => (a.createdAt < b.createdAt ? 1 : -1));
      return { results, count: results.length };
    },
  }),
  route({
    method: "patch",
    path: "/my-notifications/mark-as-read",
    summary: "Mark some of the own notifications as read",
    body: markAsReadRequest,
    response: markedAsRead,
    noCheck: true,
    errors: [404, 422],
    handler: async (ctx) => {
      const { user } = me(ctx);
      checkReceiver(ctx.data.receiverUserId, user.userId);
      const readByUserAt = nowIso();
      const updated: string[] = [];
      for (const id of ctx.data.notificationIds) {
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
    summary: "Mark all the own notifications as read",
    body: markAllAsReadRequest,
    response: markedAsRead,
    noCheck: true,
    errors: [422],
    handler: async (ctx) => {
      const { user } = me(ctx);
      checkReceiver(ctx.data.receiverUserId, user.userId);
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
    noCheck: true,
    errors: [409, 422],
    handler: async (ctx) => {
      const { user } = me(ctx);
      const body = ctx.data;
      const menus = favoritesOf(user.userId);
      if (menus.some((item) => item.key === body.key))
        throw conflict("This menu is already in your favorites.");
      if (menus.length >= config.ui.maxFavoriteMenus)
        throw invalid({}, "Favorite menu is already full");
      return saveFavorites(user.userId, [...menus, { key: body.key, menu: body.menu }]);
    },
  }),
  route({
    method: "patch",
    path: "/favorite-menus/me/delete-menu",
    summary: "Remove one favorite menu",
    body: deleteFavoriteRequest,
    response: favoriteMenus,
    noCheck: true,
    errors: [404, 422],
    handler: async (ctx) => {
      const { user } = me(ctx);
      const body = ctx.data;
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
