import { activity, contact, profileUpdate, userSession } from "../schema/account";
import { activityReport, profile } from "@/contract/session";
import { upload, uploadRequest } from "@/contract/shell";
import { deleted, listOf, listQuery } from "@/contract/common";
import { lockReleased, synced } from "@/contract/shell";
import { db } from "@/mocks/db";
import { nowIso } from "@/mocks/lib/clock";
import { profileOf, roleOf } from "@resources/users/demo/exports";
import { listCollection, listRows } from "@/mocks/lib/query";
import {
  ApiError,
  badRequest,
  forbidden,
  invalid,
  me,
  notFound,
  permits,
  route,
} from "@/mocks/lib/route";
import { say } from "@/mocks/lib/readers";

/** The user's own account: profile edit, sessions, activities, contacts, sync, uploads, tracking. */
const MAX_UPLOAD_BYTES = 2 * 1024 * 1024;
const ME = { from: "/users/me", field: "userId" };

function canSeeSessionsOf(
  ctx: Parameters<typeof me>[0],
  userId: string,
  action: "show" | "forceDeleteOtherUser",
) {
  const auth = me(ctx);
  if (auth.user.userId === userId) return auth;
  if (!permits(auth, "ADMIN", action)) throw forbidden(say("account:api.ownSessionsOnly"));
  return auth;
}

const activeSessions = (userId: string) => {
  const now = Date.now();
  return db.sessions.filter(
    (session) =>
      session.userId === userId && !session.revokedAt && Date.parse(session.expiresAt) > now,
  );
};

function toBase64(bytes: Uint8Array) {
  let binary = "";
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

export const handlers = [
  route({
    method: "patch",
    path: "/users/me",
    summary: "Change the own profile (the email changes by OTP, not here)",
    body: profileUpdate,
    response: profile,
    errors: [422],
    handler: async (ctx) => {
      const { user } = me(ctx);
      const { email, photoUrl, ...names } = ctx.data;
      if (email !== undefined && email !== user.email)
        throw invalid({
          email: say("account:api.emailByOtp"),
        });
      const patch = { ...names, ...(photoUrl === undefined ? {} : { photoUrl: photoUrl ?? "" }) };
      const next = { ...user, ...patch };
      const name = [next.firstName, next.middleName, next.lastName].filter(Boolean).join(" ");
      return profileOf(db.users.update(user.userId, { ...patch, name, updatedAt: nowIso() })!);
    },
  }),
  route({
    method: "get",
    path: "/users/:userId/sessions",
    summary: "A user's open sessions (ADMIN show for someone else's)",
    query: listQuery(userSession),
    response: listOf(userSession),
    params: { userId: ME },
    handler: (ctx) => {
      const auth = canSeeSessionsOf(ctx, ctx.params.userId!, "show");
      const rows = activeSessions(ctx.params.userId!).map((session) => ({
        sessionId: session.sessionId,
        deviceName: session.deviceName,
        deviceId: session.deviceId,
        platform: session.platform,
        ip: session.ip,
        ipAddress: session.ip,
        userAgent: session.userAgent,
        createdAt: session.createdAt,
        lastActiveAt: session.lastActiveAt,
        expiresAt: session.expiresAt,
        current: session.sessionId === auth.session.sessionId,
      }));
      return listRows(rows, ctx.query, { defaultSort: { field: "lastActiveAt", order: "desc" } });
    },
  }),
  route({
    method: "delete",
    path: "/users/:userId/sessions/:sessionId",
    summary: "Sign one session out (ADMIN forceDeleteOtherUser for someone else's)",
    response: deleted,
    errors: [404],
    handler: (ctx) => {
      canSeeSessionsOf(ctx, ctx.params.userId!, "forceDeleteOtherUser");
      const session = db.sessions.get(ctx.params.sessionId!);
      if (!session || session.userId !== ctx.params.userId || session.revokedAt)
        throw notFound(say("account:api.sessionNotFound"));
      db.sessions.update(session.sessionId, { revokedAt: nowIso() });
      return { id: session.sessionId };
    },
  }),
  route({
    method: "get",
    path: "/my-activities",
    summary: "The signed-in user's own activity records",
    query: listQuery(activity),
    response: listOf(activity),
    handler: (ctx) => {
      const { user } = me(ctx);
      return listCollection(db.activities, ctx.query, {
        scope: (row) => row.userId === user.userId,
      });
    },
  }),
  route({
    method: "get",
    path: "/my-contacts",
    summary: "Colleagues (active staff) of the signed-in user",
    query: listQuery(contact),
    response: listOf(contact),
    handler: (ctx) => {
      const { user } = me(ctx);
      return listCollection(db.users, ctx.query, {
        scope: (row) => row.userType === "ADMIN" && row.userId !== user.userId && row.isActive,
        defaultSort: { field: "name", order: "asc" },
        present: (row) => ({
          userId: row.userId,
          name: row.name,
          email: row.email,
          phone: row.phone,
          photoUrl: row.photoUrl,
          roleName: roleOf(row).roleName,
        }),
      });
    },
  }),
  route({
    method: "post",
    path: "/sync-data",
    area: "ROLE_AND_ACCESS",
    action: "syncData",
    summary: "Synchronise roles and access (user menu Sync Data)",
    response: synced,
    handler: () => ({ syncedAt: nowIso() }),
  }),
  route({
    method: "post",
    path: "/uploads",
    summary: "Upload a file (multipart/form-data, field file)",
    multipart: uploadRequest,
    response: upload,
    errors: [400, 422],
    handler: async (ctx) => {
      me(ctx);
      let form: FormData;
      try {
        form = await ctx.request.formData();
      } catch {
        throw badRequest(say("account:api.uploadNotMultipart"));
      }
      const file = form.get("file");
      if (!file || typeof file === "string")
        throw invalid({ file: say("account:api.fileRequired") });
      if (file.size > MAX_UPLOAD_BYTES) throw invalid({ file: say("account:api.fileTooLarge") });
      const bytes = new Uint8Array(await file.arrayBuffer());
      const url = `data:${file.type || "application/octet-stream"};base64,${toBase64(bytes)}`;
      return { url, name: file.name, size: file.size, type: file.type };
    },
  }),
  ...(["login", "logout", "pageview"] as const).map((kind) =>
    route({
      method: "post",
      path: `/user-activities/${kind}`,
      auth: kind !== "pageview" ? false : true,
      summary: `Report a ${kind} (only when activity tracking is on)`,
      body: activityReport,
      response: activity,
      errors: [422],
      handler: async (ctx) => {
        const body = ctx.data;
        const email = String(body.email ?? ctx.auth?.user.email ?? "");
        if (!email) throw invalid({ email: say("account:api.emailRequired") });
        const record = {
          activityId: db.activities.newId(),
          userId:
            ctx.auth?.user.userId ?? db.users.find((user) => user.email === email)?.userId ?? "",
          email,
          activityType: kind.toUpperCase() as "LOGIN" | "LOGOUT" | "PAGEVIEW",
          pageUrl: String(body.pageUrl ?? ""),
          userAgent: String(body.userAgent ?? ctx.request.headers.get("user-agent") ?? ""),
          isSuccess: body.isSuccess !== false,
          errorMessage: String(body.errorMessage ?? ""),
          createdAt: nowIso(),
        };
        return db.activities.insert(record);
      },
    }),
  ),
  route({
    method: "delete",
    path: "/lock-data/:userId",
    summary: "Release the own lock data (only when lock data is on)",
    response: lockReleased,
    handler: (ctx) => {
      const { user } = me(ctx);
      if (ctx.params.userId !== user.userId)
        throw new ApiError(403, "forbidden", say("account:api.ownLocksOnly"));
      return { userId: user.userId, released: true as const };
    },
  }),
];
