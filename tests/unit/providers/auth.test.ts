import { http, HttpResponse, delay } from "msw";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { authProvider, checkResetSession, describeDevice, pageReload } from "@providers/auth";
import { getSession } from "@providers/auth/session";
import { server } from "@/mocks/node";
import { config } from "@/config";
import { api, brandSubRole, fail, makeProfile, makeToken, ok, storeSession } from "./helpers";

const CMS = ["LOGIN.LOGIN_CMS_ADMIN", "PRODUCT.LIST"];

interface Captured {
  signInBody?: unknown;
  signInHeaders?: Headers;
  meAuthorization?: string | null;
}

/** A backend following spec section 7: sign-in, profile and sub roles. */
function backend({
  signIn = ok({
    access_token: makeToken(),
    passwordExpiredAt: "2027-01-01T00:00:00Z",
    isPasswordExpired: false,
  }),
  profile = makeProfile({}, CMS) as unknown,
  subRoles = [] as unknown,
} = {}) {
  const captured: Captured = {};
  server.use(
    http.post(api("/auth/signin"), async ({ request }) => {
      captured.signInBody = await request.json();
      captured.signInHeaders = request.headers;
      return HttpResponse.json(signIn);
    }),
    http.post(api("/auth/google/signin"), async ({ request }) => {
      captured.signInBody = await request.json();
      captured.signInHeaders = request.headers;
      return HttpResponse.json(signIn);
    }),
    http.get(api("/users/me"), ({ request }) => {
      captured.meAuthorization = request.headers.get("authorization");
      return HttpResponse.json(ok(profile));
    }),
    http.get(api("/my-sub-roles"), () => HttpResponse.json(ok(subRoles))),
  );
  return captured;
}

const login = (email = "alice@example.com", password = "Demo1234!") =>
  authProvider.login({ email, password });

/** Signs in and expects a refusal with `message` that stores nothing: no session, no local storage. */
async function expectLoginRefused(message: string) {
  const result = await login();
  expect(result.success).toBe(false);
  expect(result.error?.message).toBe(message);
  expect(getSession()).toBeNull();
  // A refused sign-in stores nothing at all.
  expect(localStorage.length).toBe(0);
}

let reload: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  reload = vi.spyOn(pageReload, "reload").mockImplementation(() => undefined);
});
afterEach(() => {
  reload.mockRestore();
});

describe("sign-in", () => {
  it("posts email and password with the five sign-in headers, stores the session and welcomes the user", async () => {
    const captured = backend();
    const result = await login();

    expect(result.success).toBe(true);
    expect(result.successNotification).toEqual({ message: `Welcome to ${config.siteName}` });
    expect(result.redirectTo).toBe("/dashboard");
    expect(captured.signInBody).toEqual({ email: "alice@example.com", password: "Demo1234!" });
    const headers = captured.signInHeaders!;
    expect(headers.get("x-platform")).toBe("cms");
    expect(headers.get("x-device-id")).toMatch(/\S{8,}/);
    expect(headers.get("x-device-name")).toMatch(/ on /);
    expect(headers.get("x-app-version")).toBe("0.54.1");
    expect(headers.get("x-timezone")).toBeTruthy();
    expect(headers.get("authorization")).toBeNull();
    expect(captured.meAuthorization).toMatch(/^Bearer /);

    const session = getSession()!;
    expect(session.type).toBe("Bearer");
    expect(session.user.email).toBe("alice@example.com");
    expect(session.user.role.permissions).toEqual(CMS);
    expect(session.expiresAt).toBeGreaterThan(Date.now() + 3500_000);
    expect(session.passwordExpiredAt).toBe("2027-01-01T00:00:00Z");
    expect(localStorage.getItem(config.storageKeys.viewAs)).toBe("main");
  });

  it("keeps the same device id across sign-ins, stored once a sign-in succeeds", async () => {
    const captured = backend();
    await login();
    const first = captured.signInHeaders!.get("x-device-id");
    expect(localStorage.getItem(config.storageKeys.deviceId)).toBe(first);
    await login();
    expect(captured.signInHeaders!.get("x-device-id")).toBe(first);
  });

  it("third-party sign-in sends { tokenId } to /auth/google/signin and continues the same way", async () => {
    const captured = backend();
    const result = await authProvider.login({ provider: "google", tokenId: "google-token" });
    expect(result.success).toBe(true);
    expect(captured.signInBody).toEqual({ tokenId: "google-token" });
    expect(captured.signInHeaders!.get("x-platform")).toBe("cms");
    expect(getSession()).not.toBeNull();
  });

  it("a sub admin with sub roles lands on /my-dashboard in the sub app", async () => {
    backend({
      profile: makeProfile({ role: { roleId: "r", roleName: "SUB ADMIN", permissions: CMS } }),
      subRoles: [brandSubRole],
    });
    const result = await login();
    expect(result.redirectTo).toBe("/my-dashboard");
    expect(localStorage.getItem("view-as")).toBe("sub");
    expect(getSession()!.subRoles).toEqual([brandSubRole]);
  });

  it("a main role with sub roles starts in the main app", async () => {
    backend({ subRoles: { results: [brandSubRole] } });
    const result = await login();
    expect(result.redirectTo).toBe("/dashboard");
    expect(localStorage.getItem("view-as")).toBe("main");
    expect(getSession()!.subRoles).toHaveLength(1);
  });

  it("an expired password sends the user to /change-password", async () => {
    backend({
      signIn: ok({
        access_token: makeToken(),
        passwordExpiredAt: "2020-01-01T00:00:00Z",
        isPasswordExpired: true,
      }),
    });
    const result = await login();
    expect(result.redirectTo).toBe("/change-password");
    expect(getSession()!.isPasswordExpired).toBe(true);
  });

  it('"Login failed. " + the server message when the server refuses', async () => {
    server.use(
      http.post(api("/auth/signin"), () =>
        HttpResponse.json(fail("unauthorized", "Email or password is incorrect."), { status: 401 }),
      ),
    );
    await expectLoginRefused("Login failed. Email or password is incorrect.");
  });

  it('"Failed to login. Please try again." when there is no response', async () => {
    server.use(http.post(api("/auth/signin"), () => HttpResponse.error()));
    const result = await login();
    expect(result.error?.message).toBe("Failed to login. Please try again.");
    expect(getSession()).toBeNull();
  });

  it('"Login failed. No profile." when the profile is missing', async () => {
    backend({ profile: null });
    const result = await login();
    expect(result.error?.message).toBe("Login failed. No profile.");
    expect(getSession()).toBeNull();
    expect(localStorage.length).toBe(0);
  });

  it('"Login failed. No profile." when the profile call fails', async () => {
    backend();
    server.use(
      http.get(api("/users/me"), () =>
        HttpResponse.json(fail("not_found", "No user."), { status: 404 }),
      ),
    );
    const result = await login();
    expect(result.error?.message).toBe("Login failed. No profile.");
  });

  it('"Login failed." for a role without LOGIN_CMS_ADMIN (customers), and nothing is stored', async () => {
    backend({
      profile: makeProfile({
        role: {
          roleId: "c",
          roleName: "Customer",
          permissions: ["LOGIN.LOGIN_MOBILE_APP_CUSTOMER"],
        },
      }),
    });
    await expectLoginRefused("Login failed.");
  });

  it("accepts the bare LOGIN_CMS_ADMIN code", async () => {
    backend({ profile: makeProfile({}, ["LOGIN_CMS_ADMIN"]) });
    expect((await login()).success).toBe(true);
  });

  it('"Login failed." when the answer carries no usable token', async () => {
    backend({ signIn: ok({ isPasswordExpired: false }) });
    expect((await login()).error?.message).toBe("Login failed.");
    backend({ signIn: ok({ access_token: "not-a-jwt" }) });
    expect((await login()).error?.message).toBe("Login failed.");
    expect(getSession()).toBeNull();
  });
});

describe("session state", () => {
  it("check(): signed out → /login with logout; signed in → authenticated", async () => {
    expect(await authProvider.check()).toMatchObject({
      authenticated: false,
      redirectTo: "/login",
      logout: true,
    });
    storeSession();
    expect(await authProvider.check()).toEqual({ authenticated: true });
  });

  it("check(): an expired token at load means signed out", async () => {
    const session = storeSession();
    localStorage.setItem(
      config.storageKeys.session,
      JSON.stringify({ ...session, token: makeToken(-10) }),
    );
    expect((await authProvider.check()).authenticated).toBe(false);
    expect(localStorage.getItem(config.storageKeys.session)).toBeNull();
  });

  it("identity and permissions come from the stored user without a network call", async () => {
    // onUnhandledRequest is "error": any call here would fail the test.
    storeSession(makeProfile({ photoUrl: "https://img/a.png" }, CMS));
    expect(await authProvider.getIdentity!()).toMatchObject({
      id: "usr-1",
      name: "Alice Admin",
      avatar: "https://img/a.png",
    });
    expect(await authProvider.getPermissions!()).toEqual(CMS);
    localStorage.clear();
    expect(await authProvider.getIdentity!()).toBeNull();
    expect(await authProvider.getPermissions!()).toBeNull();
  });

  it("logout clears all local storage, goes to /login and reloads the page", async () => {
    storeSession();
    localStorage.setItem("appConfig", "{}");
    localStorage.setItem("view-as", "sub");
    const result = await authProvider.logout({});
    expect(result).toMatchObject({ success: true, redirectTo: "/login" });
    expect(localStorage.length).toBe(0);
    expect(reload).toHaveBeenCalledWith("/login");
  });

  it("401 signs out through onError; 403 keeps the session and carries the server's message", async () => {
    const unauthorized = { message: "Token expired.", statusCode: 401 };
    expect(await authProvider.onError(unauthorized)).toMatchObject({
      logout: true,
      redirectTo: "/login",
    });
    const forbidden = { message: "You do not have permission to do this.", statusCode: 403 };
    const response = await authProvider.onError(forbidden);
    expect(response.logout).toBeFalsy();
    expect(response.redirectTo).toBeUndefined();
    expect(response.error?.message).toBe("You do not have permission to do this.");
    expect(await authProvider.onError({ statusCode: 500, message: "boom" })).toEqual({});
  });
});

describe("password recovery", () => {
  it("forgot password posts { platform: 'cms', resetType, email }", async () => {
    let body: unknown;
    server.use(
      http.post(api("/auth/email/forgot-password"), async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(ok(true));
      }),
    );
    expect(await authProvider.forgotPassword!({ email: "alice@example.com" })).toEqual({
      success: true,
    });
    expect(body).toEqual({
      platform: "cms",
      resetType: config.auth.resetType,
      email: "alice@example.com",
    });
  });

  it("forgot password failure carries the server's message", async () => {
    server.use(
      http.post(api("/auth/email/forgot-password"), () =>
        HttpResponse.json(fail("not_found", "Email is not registered."), { status: 404 }),
      ),
    );
    const result = await authProvider.forgotPassword!({ email: "nobody@example.com" });
    expect(result.success).toBe(false);
    expect(result.error?.message).toBe("Email is not registered.");
  });

  it("checks a reset session: truthy payload = valid; false or an error = invalid", async () => {
    server.use(
      http.get(api("/auth/email/check/:sessionId"), ({ params }) =>
        params.sessionId === "good"
          ? HttpResponse.json(ok(true))
          : params.sessionId === "used"
            ? HttpResponse.json(ok(false))
            : HttpResponse.json(fail("not_found", "Session not found."), { status: 404 }),
      ),
    );
    expect(await checkResetSession("good")).toBe(true);
    expect(await checkResetSession("used")).toBe(false);
    expect(await checkResetSession("gone")).toBe(false);
  });

  it("resets a password with POST /auth/email/change-password/{sessionId} { newPassword }", async () => {
    let body: unknown;
    server.use(
      http.post(api("/auth/email/change-password/:sessionId"), async ({ request, params }) => {
        body = { ...((await request.json()) as object), sessionId: params.sessionId };
        return HttpResponse.json(ok(true));
      }),
    );
    expect(
      await authProvider.updatePassword!({ sessionId: "abc", newPassword: "N3w-pass!" }),
    ).toEqual({ success: true });
    expect(body).toEqual({ newPassword: "N3w-pass!", sessionId: "abc" });
  });

  it("a failed reset resolves success: false", async () => {
    server.use(
      http.post(api("/auth/email/change-password/:sessionId"), () =>
        HttpResponse.json(fail("not_found", "Invalid session."), { status: 404 }),
      ),
    );
    const result = await authProvider.updatePassword!({ sessionId: "abc", newPassword: "x" });
    expect(result.success).toBe(false);
    expect(result.error?.message).toBe("Invalid session.");
  });

  it("the signed-in change sends { oldPassword, newPassword } with the bearer and lifts the expired state", async () => {
    const session = storeSession(makeProfile({}, CMS), [], { isPasswordExpired: true });
    let seen: { body?: unknown; authorization?: string | null } = {};
    server.use(
      http.post(api("/auth/change-password"), async ({ request }) => {
        seen = { body: await request.json(), authorization: request.headers.get("authorization") };
        return HttpResponse.json(ok(true));
      }),
    );
    const result = await authProvider.updatePassword!({
      currentPassword: "old",
      newPassword: "new-Pass1",
    });
    expect(result.success).toBe(true);
    expect(seen).toEqual({
      body: { oldPassword: "old", newPassword: "new-Pass1" },
      authorization: `Bearer ${session.token}`,
    });
    expect(getSession()!.isPasswordExpired).toBe(false);
  });
});

describe("sign-in with a slow server", () => {
  it("waits for the answer (no premature failure)", async () => {
    backend();
    server.use(
      http.post(api("/auth/signin"), async () => {
        await delay(50);
        return HttpResponse.json(ok({ access_token: makeToken() }));
      }),
    );
    expect((await login()).success).toBe(true);
  });
});

describe("describeDevice", () => {
  it("names browser, version and OS", () => {
    expect(
      describeDevice(
        "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
      ),
    ).toBe("Chrome 131 on Linux");
    expect(
      describeDevice(
        "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Safari/605.1.15",
      ),
    ).toBe("Safari 17 on macOS");
    expect(
      describeDevice(
        "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0",
      ),
    ).toBe("Firefox 133 on Windows");
  });
});
