import type { Profile, Session, SubRole } from "@providers/auth/session";
import { config } from "@/config";

const base64url = (value: string) =>
  btoa(unescape(encodeURIComponent(value)))
    .replace(/=+$/, "")
    .replace(/\+/g, "-")
    .replace(/\//g, "_");

/** A JWT-shaped token whose `exp` is `expiresInSeconds` from now (negative = already expired). */
export function makeToken(expiresInSeconds = 3600, sub = "usr-1"): string {
  const now = Math.floor(Date.now() / 1000);
  return [
    base64url(JSON.stringify({ alg: "HS256", typ: "JWT" })),
    base64url(JSON.stringify({ sub, iat: now, exp: now + expiresInSeconds })),
    "signature",
  ].join(".");
}

export const api = (path: string) => `${config.apiUrl}${path}`;

export function makeProfile(
  overrides: Partial<Profile> = {},
  permissions: string[] = ["LOGIN.LOGIN_CMS_ADMIN"],
): Profile {
  return {
    userId: "usr-1",
    name: "Alice Admin",
    firstName: "Alice",
    middleName: "",
    lastName: "Admin",
    email: "alice@example.com",
    phone: "",
    photoUrl: "",
    gender: "FEMALE",
    birthDate: "1990-01-01",
    userType: "ADMIN",
    lastLoginAt: null,
    createdAt: "2026-01-01T00:00:00.000Z",
    updatedAt: "2026-01-01T00:00:00.000Z",
    role: { roleId: "rol-1", roleName: "Super Admin", permissions },
    subRoles: [],
    ...overrides,
  };
}

export const brandSubRole: SubRole = {
  subRoleId: "srl-1",
  type: "BRAND",
  roleName: "Brand Admin",
  brandId: "brd-1",
  brandName: "Optik Prima",
  stores: [{ storeId: "str-1", storeName: "Prima Kemang", companyBrandId: "brd-1" }],
};

/** Stores a valid session for `profile` (as a successful sign-in would). */
export function storeSession(
  profile: Profile = makeProfile(),
  subRoles: SubRole[] = [],
  extra: Partial<Session> = {},
): Session {
  const token = makeToken();
  const session: Session = {
    token,
    type: "Bearer",
    expiresAt: Date.now() + 3600_000,
    user: profile,
    subRoles,
    ...extra,
  };
  localStorage.setItem(config.storageKeys.session, JSON.stringify(session));
  return session;
}

/** The envelope of api-conventions.md. */
export const ok = (payload: unknown, message = "OK") => ({ code: "success", message, payload });
export const fail = (code: string, message: string, payload: unknown = null) => ({
  code,
  message,
  payload,
});
