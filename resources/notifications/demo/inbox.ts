import { listOf, z } from "@/contract/common";
import {
  markAllAsReadRequest,
  markAsReadRequest,
  markedAsRead,
  notification,
} from "@/contract/my-notifications";
import { db } from "@/mocks/db";
import { nowIso } from "@/mocks/lib/clock";
import { ApiError, forbidden, me, route } from "@/mocks/lib/route";
import { say } from "@/mocks/lib/readers";

/** The staff's own notifications: the bell of the shell (spec sections 2.4 and 7). */
const mine = (userId: string) => db.notifications.filter((item) => item.receiverUserId === userId);

function checkReceiver(receiverUserId: string, userId: string) {
  if (receiverUserId !== userId) throw forbidden(say("notifications:api.ownInboxOnly"));
}

export const handlers = [
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
      if (!updated.length) throw new ApiError(404, "not_found", say("notifications:api.notFound"));
      return { notificationIds: updated, readByUserAt };
    },
  }),
  route({
    method: "patch",
    path: "/my-notifications/mark-all-as-read",
    summary: "Mark all the own notifications as read",
    body: markAllAsReadRequest,
    response: markedAsRead,
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
];
