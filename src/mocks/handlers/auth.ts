import { config } from "@/config";
import { db } from "../db";
import type { User } from "../db/types";
import { createToken } from "../lib/jwt";
import { nowIso, profileOf } from "../lib/profile";
import { ApiError, badRequest, me, notFound, route, type RouteContext } from "../lib/route";
import {
  checkEmail,
  checkPassword,
  isBlank,
  requireFields,
  throwIfErrors,
  type Errors,
} from "../lib/validate";

const PASSWORD_LIFETIME_MS = 180 * 86_400_000;
const RESET_LIFETIME_MS = 60 * 60_000;

const findUserByEmail = (email: string): User | undefined => {
  const wanted = email.trim().toLowerCase();
  return db.users.find((user) => user.email.toLowerCase() === wanted);
};

function recordActivity(
  user: User | undefined,
  email: string,
  activityType: "LOGIN" | "LOGOUT" | "PAGEVIEW",
  request: Request,
  isSuccess: boolean,
  errorMessage = "",
  pageUrl = "/login",
) {
  db.activities.insert({
    activityId: db.activities.newId(),
    userId: user?.userId ?? "",
    email,
    activityType,
    pageUrl,
    userAgent: request.headers.get("user-agent") ?? "",
    isSuccess,
    errorMessage,
    createdAt: nowIso(),
  });
}

/** Opens a session for a user and answers the sign-in payload of spec section 3. */
function signIn(user: User, request: Request) {
  const credential = db.credentials.get(user.userId);
  const now = Date.now();
  const sessionId = db.sessions.newId();
  const { token, claims } = createToken(user.userId, sessionId, now);
  const header = (name: string) => request.headers.get(name) ?? "";
  db.sessions.insert({
    sessionId,
    userId: user.userId,
    deviceId: header("x-device-id") || "unknown-device",
    deviceName: header("x-device-name") || "Unknown device",
    platform: header("x-platform") || config.auth.platform,
    ip: "127.0.0.1",
    userAgent: header("user-agent"),
    timezone: header("x-timezone") || "Asia/Jakarta",
    createdAt: new Date(now).toISOString(),
    lastActiveAt: new Date(now).toISOString(),
    expiresAt: new Date(claims.exp * 1000).toISOString(),
    revokedAt: null,
  });
  db.users.update(user.userId, { lastLoginAt: new Date(now).toISOString() });
  recordActivity(user, user.email, "LOGIN", request, true);
  const passwordExpiredAt =
    credential?.passwordExpiredAt ?? new Date(now + PASSWORD_LIFETIME_MS).toISOString();
  return {
    access_token: token,
    token_type: "Bearer",
    expires_in: claims.exp - claims.iat,
    passwordExpiredAt,
    isPasswordExpired: Date.parse(passwordExpiredAt) <= now,
  };
}

function ensureActive(user: User) {
  if (!user.isActive)
    throw new ApiError(
      403,
      "forbidden",
      "This account is disabled. Please contact your administrator.",
    );
}

/** The email inside a demo Google token ("demo-google:<email>") or a Google ID token (JWT, not verified). */
function emailFromGoogleToken(tokenId: string): string | undefined {
  if (tokenId.startsWith("demo-google:")) return tokenId.slice("demo-google:".length).trim();
  const parts = tokenId.split(".");
  if (parts.length === 3) {
    try {
      const claims = JSON.parse(atob(parts[1]!.replace(/-/g, "+").replace(/_/g, "/"))) as {
        email?: string;
      };
      return claims.email;
    } catch {
      return undefined;
    }
  }
  return undefined;
}

function resetSessionValid(sessionId: string) {
  const session = db.resetSessions.get(sessionId);
  return !!session && !session.usedAt && Date.parse(session.expiresAt) > Date.now();
}

function setPassword(userId: string, password: string) {
  const user = db.users.get(userId)!;
  const updatedAt = nowIso();
  const passwordExpiredAt = new Date(Date.now() + PASSWORD_LIFETIME_MS).toISOString();
  const current = db.credentials.get(userId);
  if (current) db.credentials.update(userId, { password, passwordExpiredAt, updatedAt });
  else db.credentials.insert({ userId, email: user.email, password, passwordExpiredAt, updatedAt });
  return passwordExpiredAt;
}

const passwordOf = (userId: string) => db.credentials.get(userId)?.password;

export const handlers = [
  route({
    method: "post",
    path: "/auth/signin",
    auth: false,
    handler: async (ctx) => {
      const body = await ctx.body<{ email?: string; password?: string }>();
      const errors = requireFields(body, { email: "Email", password: "Password" });
      checkEmail(body.email, "email", errors);
      throwIfErrors(errors);
      const email = String(body.email).trim();
      const user = findUserByEmail(email);
      if (!user || passwordOf(user.userId) !== body.password) {
        recordActivity(user, email, "LOGIN", ctx.request, false, "Invalid email or password.");
        throw new ApiError(400, "invalid_credentials", "Invalid email or password.", {
          errors: {},
        });
      }
      ensureActive(user);
      return signIn(user, ctx.request);
    },
  }),
  route({
    method: "post",
    path: "/auth/google/signin",
    auth: false,
    handler: async (ctx) => {
      const body = await ctx.body<{ tokenId?: string }>();
      throwIfErrors(requireFields(body, { tokenId: "tokenId" }));
      const email = emailFromGoogleToken(String(body.tokenId));
      const user = email ? findUserByEmail(email) : undefined;
      if (!user)
        throw new ApiError(400, "invalid_credentials", "This Google account is not registered.", {
          errors: {},
        });
      ensureActive(user);
      return signIn(user, ctx.request);
    },
  }),
  route({ method: "get", path: "/users/me", handler: (ctx) => profileOf(me(ctx).user) }),
  route({
    method: "get",
    path: "/my-sub-roles",
    handler: (ctx) => profileOf(me(ctx).user).subRoles,
  }),
  route({
    method: "post",
    path: "/auth/email/forgot-password",
    auth: false,
    handler: async (ctx) => {
      const body = await ctx.body<{ email?: string; platform?: string; resetType?: string }>();
      const errors = requireFields(body, { email: "Email" });
      checkEmail(body.email, "email", errors);
      throwIfErrors(errors);
      const user = findUserByEmail(String(body.email));
      if (!user) throw notFound("Email is not registered");
      const now = Date.now();
      const sessionId = `${db.resetSessions.newId()}${Math.random().toString(36).slice(2, 8)}`;
      db.resetSessions.insert({
        sessionId,
        userId: user.userId,
        email: user.email,
        createdAt: new Date(now).toISOString(),
        expiresAt: new Date(now + RESET_LIFETIME_MS).toISOString(),
        usedAt: null,
      });
      const link = `/reset-password/${sessionId}`;
      db.outbox.insert({
        mailId: db.outbox.newId(),
        to: user.email,
        subject: "Reset your password",
        link,
        body: `Hello ${user.firstName}, open ${link} within 60 minutes to choose a new password.`,
        createdAt: new Date(now).toISOString(),
      });
      console.info(`[demo api] Password reset link for ${user.email}: ${link}`);
      return { email: user.email, expiresAt: new Date(now + RESET_LIFETIME_MS).toISOString() };
    },
  }),
  route({
    method: "get",
    path: "/auth/email/check/:sessionId",
    auth: false,
    handler: (ctx) => resetSessionValid(ctx.params.sessionId!),
  }),
  route({
    method: "post",
    path: "/auth/email/change-password/:sessionId",
    auth: false,
    handler: async (ctx) => {
      const sessionId = ctx.params.sessionId!;
      if (!resetSessionValid(sessionId))
        throw notFound("The reset session is invalid or has expired.");
      const body = await ctx.body<{ newPassword?: string }>();
      const errors: Errors = {};
      checkPassword(body.newPassword, "newPassword", errors);
      throwIfErrors(errors);
      const session = db.resetSessions.get(sessionId)!;
      setPassword(session.userId, String(body.newPassword));
      db.resetSessions.update(sessionId, { usedAt: nowIso() });
      // A reset signs every device out.
      for (const open of db.sessions.filter(
        (item) => item.userId === session.userId && !item.revokedAt,
      )) {
        db.sessions.update(open.sessionId, { revokedAt: nowIso() });
      }
      return { email: session.email };
    },
  }),
  route({
    method: "get",
    path: "/auth/email/check-password-expired",
    handler: (ctx) => {
      const credential = db.credentials.get(me(ctx).user.userId);
      const passwordExpiredAt = credential?.passwordExpiredAt ?? null;
      return {
        isPasswordExpired:
          passwordExpiredAt !== null && Date.parse(passwordExpiredAt) <= Date.now(),
        passwordExpiredAt,
      };
    },
  }),
  route({
    method: "post",
    path: "/auth/change-password",
    handler: async (ctx: RouteContext) => {
      const { user } = me(ctx);
      const body = await ctx.body<{ oldPassword?: string; newPassword?: string }>();
      const errors: Errors = {};
      if (isBlank(body.oldPassword)) errors.oldPassword = "Field is required";
      checkPassword(body.newPassword, "newPassword", errors);
      throwIfErrors(errors);
      if (passwordOf(user.userId) !== body.oldPassword)
        throw badRequest(
          { oldPassword: "The current password is wrong." },
          "The current password is wrong.",
        );
      if (body.oldPassword === body.newPassword)
        throw badRequest({ newPassword: "The new password must differ from the current one." });
      const passwordExpiredAt = setPassword(user.userId, String(body.newPassword));
      return { isPasswordExpired: false, passwordExpiredAt };
    },
  }),
  route({ method: "get", path: "/health", auth: false, handler: () => ({ status: "ok" }) }),
];
