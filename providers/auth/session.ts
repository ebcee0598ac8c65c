import { jwtDecode } from "jwt-decode";
import { config } from "@/config";
import type { Profile, SubRole } from "@/contract/session";

export type { Profile, SubRole } from "@/contract/session";

/** The stored session (spec 3 "Stored session"). */
export interface Session {
  token: string;
  type: "Bearer";
  /** Expiry in epoch milliseconds, from the token's `exp` claim. */
  expiresAt: number;
  user: Profile;
  subRoles: SubRole[];
  passwordExpiredAt?: string;
  isPasswordExpired?: boolean;
}

export type ViewMode = "main" | "sub";

const storageKey = () => config.storageKeys.session;

/** Expiry (ms) of a JWT from its `exp` claim; undefined when the token cannot be read. */
export function tokenExpiry(token: string): number | undefined {
  try {
    const { exp } = jwtDecode<{ exp?: number }>(token);
    return typeof exp === "number" && Number.isFinite(exp) ? exp * 1000 : undefined;
  } catch {
    return undefined;
  }
}

function isSession(value: unknown): value is Session {
  if (!value || typeof value !== "object") return false;
  const candidate = value as Partial<Session>;
  return (
    typeof candidate.token === "string" &&
    candidate.type === "Bearer" &&
    typeof candidate.expiresAt === "number" &&
    !!candidate.user &&
    typeof candidate.user === "object" &&
    !!candidate.user.role &&
    Array.isArray(candidate.user.role.permissions)
  );
}

let cached: { raw: string; session: Session; expiresAt: number } | undefined;

/**
 * The stored session, or null when there is none, it cannot be parsed, its
 * token cannot be decoded or has expired: a bad session is removed so the
 * user is signed out (spec 4).
 */
export function getSession(): Session | null {
  let raw: string | null;
  try {
    raw = localStorage.getItem(storageKey());
  } catch {
    return null;
  }
  if (!raw) return null;
  // Access control asks for every menu entry: parse and decode a given stored value once.
  if (cached && cached.raw === raw) {
    if (cached.expiresAt > Date.now()) return cached.session;
    clearSession();
    return null;
  }
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!isSession(parsed)) throw new Error("Malformed session");
    const expiry = tokenExpiry(parsed.token);
    if (expiry === undefined || expiry <= Date.now() || parsed.expiresAt <= Date.now()) {
      throw new Error("Expired session");
    }
    const session = { ...parsed, subRoles: Array.isArray(parsed.subRoles) ? parsed.subRoles : [] };
    cached = { raw, session, expiresAt: Math.min(expiry, parsed.expiresAt) };
    return session;
  } catch {
    clearSession();
    return null;
  }
}

export function saveSession(session: Session): void {
  localStorage.setItem(storageKey(), JSON.stringify(session));
}

/** Updates the stored user (e.g. after editing one's profile), keeping the token. */
export function updateSessionUser(user: Profile): void {
  const session = getSession();
  if (session) saveSession({ ...session, user });
}

/** Marks the stored session's password as changed or expired. */
export function setPasswordExpired(isPasswordExpired: boolean, passwordExpiredAt?: string): void {
  const session = getSession();
  if (session) {
    saveSession({
      ...session,
      isPasswordExpired,
      passwordExpiredAt: passwordExpiredAt ?? session.passwordExpiredAt,
    });
  }
}

export function clearSession(): void {
  cached = undefined;
  try {
    localStorage.removeItem(storageKey());
  } catch {
    // Storage unavailable: nothing stored either.
  }
}

export function getToken(): string | null {
  return getSession()?.token ?? null;
}

/** The main role is 'sub admin', in any case (spec 4). */
export function isSubAdmin(user: Pick<Profile, "role"> | null | undefined): boolean {
  return (user?.role?.roleName ?? "").trim().toLowerCase() === "sub admin";
}

export function hasSubRoles(session: Pick<Session, "subRoles"> | null | undefined): boolean {
  return (session?.subRoles?.length ?? 0) > 0;
}

/** After login: the sub app only for a sub admin with sub roles, the main app otherwise (spec 4). */
export function initialViewMode(session: Pick<Session, "user" | "subRoles">): ViewMode {
  return isSubAdmin(session.user) && hasSubRoles(session) ? "sub" : "main";
}

/** The role's permission codes of the stored user ([] when signed out). */
export function getPermissionCodes(): string[] {
  return getSession()?.user.role.permissions ?? [];
}

/** The stored view-as mode ("main" when unset). */
export function getViewMode(): ViewMode {
  try {
    return localStorage.getItem(config.storageKeys.viewAs) === "sub" ? "sub" : "main";
  } catch {
    return "main";
  }
}

export function setViewMode(mode: ViewMode): void {
  localStorage.setItem(config.storageKeys.viewAs, mode);
}
