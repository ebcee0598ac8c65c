import { config } from "@/config";
import { passwordExpiry } from "@/contract/auth";
import {
  emailChangeRequest,
  emailChangeSent,
  userMailSent,
  userPasswordChange,
  userSummary,
  type User,
} from "../schema/user";
import { db } from "@/mocks/db";
import { recordOr404 } from "@/mocks/lib/crud";
import { nowIso } from "@/mocks/lib/clock";
import { invalid, me, route, type RouteContext } from "@/mocks/lib/route";
import { unique } from "@/mocks/lib/validate";
import { say } from "@/mocks/lib/readers";

/**
 * The row actions of the admin and customer lists beyond CRUD (spec 2.2): an admin sets someone's
 * password, sends them their account information, starts an email change by code (OTP), and reads a
 * customer's summary. The forgot-password mail is `POST /auth/email/forgot-password` (auth.ts).
 */
export const USER_ID = { from: "/users", field: "userId" };

export type UserArea = "ADMIN" | "CUSTOMER";

/** The area of a user record: the ONE customer role id makes a customer, any other role an admin. */
export const areaOfRole = (roleId: unknown): UserArea =>
  roleId === config.customerRoleId ? "CUSTOMER" : "ADMIN";

const PASSWORD_LIFETIME_MS = 180 * 86_400_000;
const CODE_LIFETIME_MS = 10 * 60_000;
const MAX_CODE_ATTEMPTS = 5;
const WRONG_CODE = say("users:api.wrongEmailCode");

/** Signs a user out of every device (a password set by an admin, a deactivation, a delete). */
export function signOutEverywhere(userId: string) {
  for (const open of db.sessions.filter((item) => item.userId === userId && !item.revokedAt))
    db.sessions.update(open.sessionId, { revokedAt: nowIso() });
}

/**
 * Checks the code of a pending change of `userId`'s email to `email` and uses it up: undefined when
 * it is right, else the message for `emailCode`. A code is tried at most five times.
 */
export function takeEmailCode(userId: string, email: string, code: string | undefined) {
  if (!code) return say("users:api.enterEmailCode");
  const pending = db.emailChanges
    .filter((change) => change.userId === userId && change.email === email && !change.usedAt)
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0];
  if (!pending || Date.parse(pending.expiresAt) <= Date.now()) return WRONG_CODE;
  if (pending.code !== code.trim()) {
    const attempts = pending.attempts + 1;
    db.emailChanges.update(pending.changeId, {
      attempts,
      ...(attempts >= MAX_CODE_ATTEMPTS ? { usedAt: nowIso() } : {}),
    });
    return WRONG_CODE;
  }
  db.emailChanges.update(pending.changeId, { usedAt: nowIso() });
  return undefined;
}

const sixDigits = () => String(Math.floor(100_000 + Math.random() * 900_000));

function mail(to: string, subject: string, body: string, link = "") {
  const createdAt = nowIso();
  db.outbox.insert({ mailId: db.outbox.newId(), to, subject, link, body, createdAt });
  return createdAt;
}

const load = (ctx: RouteContext): User =>
  recordOr404(db.users, ctx.params.id!, "This user was not found.");
const area = (ctx: RouteContext) => {
  const user = db.users.get(ctx.params.id ?? "");
  return user ? areaOfRole(user.roleId) : "ADMIN";
};
const common = { area, params: { id: USER_ID }, errors: [404, 422] };

export const handlers = [
  route({
    ...common,
    method: "post",
    path: "/users/:id/change-password",
    action: "changePassword",
    summary: "Set a user's password (signs them out everywhere; they sign in with the new one)",
    body: userPasswordChange,
    response: passwordExpiry,
    handler: (ctx) => {
      const auth = me(ctx);
      const user = load(ctx);
      const updatedAt = nowIso();
      const passwordExpiredAt = new Date(Date.now() + PASSWORD_LIFETIME_MS).toISOString();
      const values = { password: ctx.data.newPassword, passwordExpiredAt, updatedAt };
      if (db.credentials.get(user.userId)) db.credentials.update(user.userId, values);
      else db.credentials.insert({ userId: user.userId, email: user.email, ...values });
      if (user.userId !== auth.user.userId) signOutEverywhere(user.userId);
      return { isPasswordExpired: false, passwordExpiredAt };
    },
  }),
  route({
    ...common,
    method: "post",
    path: "/users/:id/account-info",
    action: "sendAccountInfo",
    summary: "E-mail a user their sign-in details (the demo puts it in its outbox)",
    response: userMailSent,
    handler: (ctx) => {
      const user = load(ctx);
      const customer = user.userType === "CUSTOMER";
      const where = customer ? "the Optik Prima app" : "the Optik Console at /login";
      const sentAt = mail(
        user.email,
        "Your account information",
        `Hello ${user.firstName}, your account is ready. Sign in to ${where} with this email address (${user.email}) and your password. Forgot it? Choose "Forgot Password" on the sign-in screen.`,
        customer ? "" : "/login",
      );
      return { email: user.email, sentAt };
    },
  }),
  route({
    ...common,
    method: "post",
    path: "/users/:id/email-change",
    action: "edit",
    summary:
      "Send a code to a user's new email (the demo puts it in its outbox); the PATCH that changes the email carries it as emailCode",
    body: emailChangeRequest,
    response: emailChangeSent,
    handler: (ctx) => {
      const user = load(ctx);
      const email = ctx.data.email.toLowerCase();
      if (email === user.email) throw invalid({ email: say("users:api.sameEmail") });
      if (!unique(db.users.all(), "email", email, "userId", user.userId))
        throw invalid({ email: say("users:api.emailTaken") });
      const now = Date.now();
      const code = sixDigits();
      const expiresAt = new Date(now + CODE_LIFETIME_MS).toISOString();
      db.emailChanges.insert({
        changeId: db.emailChanges.newId(),
        userId: user.userId,
        email,
        code,
        attempts: 0,
        expiresAt,
        usedAt: null,
        createdAt: new Date(now).toISOString(),
      });
      mail(
        email,
        "Your verification code",
        `Hello ${user.firstName}, your verification code is ${code}. It confirms this address for your account and works for 10 minutes.`,
      );
      return { email, expiresAt };
    },
  }),
  route({
    ...common,
    method: "get",
    path: "/users/:id/summary",
    action: "show",
    summary: "What the other areas know about a user: transactions, last purchase, wallet points",
    response: userSummary,
    errors: [404],
    handler: (ctx) => {
      const user = load(ctx);
      const bought = db.transactions.filter((trx) => trx.customerId === user.userId);
      const last = bought.reduce<(typeof bought)[number] | undefined>(
        (latest, trx) => (!latest || trx.createdAt > latest.createdAt ? trx : latest),
        undefined,
      );
      const paid = bought.filter((trx) => trx.paidAt);
      const wallet = db.walletPoints.find((item) => item.userId === user.userId);
      return {
        transactionCount: bought.length,
        lastPurchaseAt: last?.createdAt ?? null,
        lastTransactionCode: last?.transactionCode ?? null,
        lastTransactionId: last?.transactionId ?? null,
        totalSpent: paid.reduce((sum, trx) => sum + trx.total, 0),
        walletPointBalance: wallet?.balance ?? 0,
        walletId: wallet?.wpId ?? null,
      };
    },
  }),
];
