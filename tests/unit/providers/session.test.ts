import { describe, expect, it, vi } from "vitest";
import {
  clearSession,
  getSession,
  getToken,
  hasSubRoles,
  initialViewMode,
  isSubAdmin,
  saveSession,
  tokenExpiry,
} from "@providers/auth/session";
import { config } from "@/config";
import { brandSubRole, makeProfile, makeToken, storeSession } from "./helpers";

const key = config.storageKeys.session;

describe("stored session", () => {
  it("round-trips a valid session and exposes its token", () => {
    const session = storeSession();
    expect(getSession()).toEqual(session);
    expect(getToken()).toBe(session.token);
  });

  it("expiry comes from the token's exp claim", () => {
    const token = makeToken(120);
    const expiry = tokenExpiry(token)!;
    expect(Math.abs(expiry - (Date.now() + 120_000))).toBeLessThan(2000);
    expect(tokenExpiry("garbage")).toBeUndefined();
  });

  it.each([
    ["an expired token", () => JSON.stringify({ ...storeSession(), token: makeToken(-5) })],
    ["an unparsable value", () => "{not json"],
    ["an undecodable token", () => JSON.stringify({ ...storeSession(), token: "abc" })],
    [
      "a session without a role",
      () => JSON.stringify({ ...storeSession(), user: { userId: "u" } }),
    ],
  ])("%s at load means signed out, and the stored value is removed", (_label, value) => {
    localStorage.setItem(key, value());
    expect(getSession()).toBeNull();
    expect(localStorage.getItem(key)).toBeNull();
    expect(getToken()).toBeNull();
  });

  it("saveSession and clearSession", () => {
    const session = storeSession();
    clearSession();
    expect(getSession()).toBeNull();
    saveSession(session);
    expect(getSession()?.token).toBe(session.token);
  });
});

describe("view mode (spec 4)", () => {
  const subAdmin = makeProfile({ role: { roleId: "r", roleName: "Sub Admin", permissions: [] } });
  const admin = makeProfile();

  it("role name 'sub admin' in any case", () => {
    expect(isSubAdmin(subAdmin)).toBe(true);
    expect(
      isSubAdmin(makeProfile({ role: { roleId: "r", roleName: "SUB ADMIN", permissions: [] } })),
    ).toBe(true);
    expect(
      isSubAdmin(makeProfile({ role: { roleId: "r", roleName: "sub admin", permissions: [] } })),
    ).toBe(true);
    expect(isSubAdmin(admin)).toBe(false);
    expect(isSubAdmin(null)).toBe(false);
  });

  it("sub app only for a sub admin with sub roles", () => {
    expect(initialViewMode({ user: subAdmin, subRoles: [brandSubRole] })).toBe("sub");
    expect(initialViewMode({ user: subAdmin, subRoles: [] })).toBe("main");
    expect(initialViewMode({ user: admin, subRoles: [brandSubRole] })).toBe("main");
    expect(hasSubRoles({ subRoles: [brandSubRole] })).toBe(true);
    expect(hasSubRoles({ subRoles: [] })).toBe(false);
    expect(hasSubRoles(null)).toBe(false);
  });
});

describe("expiry while the app is open", () => {
  it("a session read before is refused once its token expires", () => {
    vi.useFakeTimers({ now: Date.now() });
    try {
      const token = makeToken(60);
      localStorage.setItem(
        key,
        JSON.stringify({
          token,
          type: "Bearer",
          expiresAt: Date.now() + 60_000,
          user: makeProfile(),
          subRoles: [],
        }),
      );
      expect(getSession()).not.toBeNull();
      vi.advanceTimersByTime(61_000);
      expect(getSession()).toBeNull();
      expect(localStorage.getItem(key)).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});
