import { config } from "@/config";
import {
  changePasswordRequest,
  forgotPasswordRequest,
  forgotPasswordResponse,
  googleLoginRequest,
  loginRequest,
  loginResponse,
  passwordExpiry,
  resetPasswordRequest,
} from "@/contract/auth";
import { z } from "@/contract/common";
import { health } from "@/contract/shell";
import { profile, subRole, type User } from "../schema/user";
import { recordDeviceSignIn } from "./user-devices";
import { db } from "@/mocks/db";
import { createToken } from "@/mocks/lib/jwt";
import { nowIso } from "@/mocks/lib/clock";
import { profileOf } from "./profile";
import { ApiError, invalid, me, notFound, route } from "@/mocks/lib/route";
import { say } from "@/mocks/lib/readers";

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
  recordDeviceSignIn(user, request);
  recordActivity(user, user.email, "LOGIN", request, true);
  const passwordExpiredAt =
    credential?.passwordExpiredAt ?? new Date(now + PASSWORD_LIFETIME_MS).toISOString();
  return {
    access_token: token,
    token_type: "Bearer" as const,
    expires_in: claims.exp - claims.iat,
    passwordExpiredAt,
    isPasswordExpired: Date.parse(passwordExpiredAt) <= now,
  };
}

const DISABLED = say("users:api.accountDisabled");
function ensureActive(user: User) {
  if (!user.isActive) throw new ApiError(403, "forbidden", DISABLED);
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
    summary:
      "Sign in with email and password (spec 7); the headers x-platform, x-device-id, x-device-name, x-app-version, x-timezone describe the device",
    body: loginRequest,
    response: loginResponse,
    errors: [400, 422],
    handler: async (ctx) => {
      const { email, password } = ctx.data;
      const user = findUserByEmail(email);
      if (!user || passwordOf(user.userId) !== password) {
        recordActivity(user, email, "LOGIN", ctx.request, false, "Invalid email or password.");
        throw new ApiError(400, "invalid_credentials", say("users:api.badCredentials"), {
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
    summary: "Sign in with a Google ID token",
    body: googleLoginRequest,
    response: loginResponse,
    errors: [400, 422],
    handler: async (ctx) => {
      const email = emailFromGoogleToken(ctx.data.tokenId);
      const user = email ? findUserByEmail(email) : undefined;
      if (!user)
        throw new ApiError(400, "invalid_credentials", say("users:api.googleUnknown"), {
          errors: {},
        });
      ensureActive(user);
      return signIn(user, ctx.request);
    },
  }),
  route({
    method: "get",
    path: "/users/me",
    summary: "The signed-in user's profile",
    response: profile,
    handler: (ctx) => profileOf(me(ctx).user),
  }),
  route({
    method: "get",
    path: "/my-sub-roles",
    summary: "The signed-in user's sub roles (possibly none)",
    response: z.array(subRole),
    handler: (ctx) => profileOf(me(ctx).user).subRoles,
  }),
  route({
    method: "post",
    path: "/auth/email/forgot-password",
    auth: false,
    summary: "Send a password-reset link by e-mail (the demo puts it in its outbox)",
    body: forgotPasswordRequest,
    response: forgotPasswordResponse,
    errors: [404, 422],
    handler: async (ctx) => {
      const user = findUserByEmail(ctx.data.email);
      if (!user) throw notFound(say("users:api.emailUnknown"));
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
    summary: "Whether a password-reset session is valid",
    response: z.boolean(),
    noCheck: true,
    handler: (ctx) => resetSessionValid(ctx.params.sessionId!),
  }),
  route({
    method: "post",
    path: "/auth/email/change-password/:sessionId",
    auth: false,
    summary: "Choose a new password through a reset session (signs every device out)",
    body: resetPasswordRequest,
    response: z.object({ email: z.string() }),
    errors: [404, 422],
    handler: async (ctx) => {
      const sessionId = ctx.params.sessionId!;
      if (!resetSessionValid(sessionId)) throw notFound(say("users:api.resetExpired"));
      const session = db.resetSessions.get(sessionId)!;
      setPassword(session.userId, ctx.data.newPassword);
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
    summary: "Whether the signed-in user's password has expired",
    response: passwordExpiry,
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
    summary: "Change the signed-in user's own password",
    body: changePasswordRequest,
    response: passwordExpiry,
    errors: [422],
    handler: async (ctx) => {
      const { user } = me(ctx);
      const { oldPassword, newPassword } = ctx.data;
      if (passwordOf(user.userId) !== oldPassword)
        throw invalid(
          { oldPassword: say("users:api.wrongPassword") },
          say("users:api.wrongPassword"),
        );
      if (oldPassword === newPassword)
        throw invalid({ newPassword: say("users:api.samePassword") });
      const passwordExpiredAt = setPassword(user.userId, newPassword);
      return { isPasswordExpired: false, passwordExpiredAt };
    },
  }),
  route({
    method: "get",
    path: "/health",
    auth: false,
    summary: "Health check (the configured health-check URL of the demo)",
    response: health,
    handler: () => ({ status: "ok" as const }),
  }),
];
