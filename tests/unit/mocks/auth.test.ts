import { jwtDecode } from "jwt-decode";
import { setTokenLifetime } from "@/mocks/node";
import { DEMO_ACCOUNTS } from "@/mocks/demo-accounts";
import { api, signIn } from "./api";

describe("demo API: sign-in", () => {
  it("signs every demo account in with Demo1234! and answers a JWT with sub and exp", async () => {
    for (const account of DEMO_ACCOUNTS) {
      const answer = await api("POST", "/auth/signin", {
        body: { email: account.email, password: "Demo1234!" },
      });
      expect(answer.status).toBe(200);
      expect(answer.code).toBe("success");
      const claims = jwtDecode<{ sub: string; exp: number; iat: number }>(
        answer.payload.access_token,
      );
      expect(claims.sub).toMatch(/^usr-/);
      expect(claims.exp - claims.iat).toBe(8 * 60 * 60);
      expect(typeof answer.payload.passwordExpiredAt).toBe("string");
      expect(answer.payload.isPasswordExpired).toBe(account.key === "expired");
    }
  });

  it("refuses a wrong password with a sentence and a missing field with 422 field errors", async () => {
    const wrong = await api("POST", "/auth/signin", {
      body: { email: "admin@demo.test", password: "nope1234" },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.message).toBe("Invalid email or password.");
    const missing = await api("POST", "/auth/signin", { body: { email: "not-an-email" } });
    expect(missing.status).toBe(422);
    expect(missing.code).toBe("validation_error");
    expect(missing.payload.errors).toEqual({
      email: "Please enter a valid email address.",
      password: "Password is required.",
    });
  });

  it("accepts a demo Google token and rejects an unknown account", async () => {
    const ok = await api("POST", "/auth/google/signin", {
      body: { tokenId: "demo-google:catalog@demo.test" },
    });
    expect(ok.status).toBe(200);
    expect(jwtDecode<{ sub: string }>(ok.payload.access_token).sub).toBe("usr-catalog");
    const unknown = await api("POST", "/auth/google/signin", {
      body: { tokenId: "demo-google:nobody@demo.test" },
    });
    expect(unknown.status).toBe(400);
  });

  it("answers the profile with role permissions and sub roles", async () => {
    const token = await signIn("manager@demo.test");
    const profile = await api("GET", "/users/me", { token });
    expect(profile.payload).toMatchObject({
      userId: "usr-manager",
      email: "manager@demo.test",
      role: { roleName: "Store Manager" },
    });
    expect(profile.payload.role.permissions).toContain("LOGIN.LOGIN_CMS_ADMIN");
    expect(profile.payload.subRoles.length).toBeGreaterThan(0);
    const subRoles = await api("GET", "/my-sub-roles", { token });
    expect(subRoles.payload).toEqual(profile.payload.subRoles);
    const nosub = await api("GET", "/my-sub-roles", { token: await signIn("nosub@demo.test") });
    expect(nosub.payload).toEqual([]);
  });

  it("gives the customer a profile without LOGIN_CMS_ADMIN (the console refuses it)", async () => {
    const profile = await api("GET", "/users/me", { token: await signIn("customer@demo.test") });
    expect(profile.payload.role.roleName).toBe("Customer");
    expect(profile.payload.role.permissions).not.toContain("LOGIN.LOGIN_CMS_ADMIN");
  });

  it("answers 401 without a token, with a forged token and with an expired one", async () => {
    expect((await api("GET", "/users/me")).status).toBe(401);
    const token = await signIn("admin@demo.test");
    const forged = token.slice(0, -3) + "abc";
    expect((await api("GET", "/users/me", { token: forged })).status).toBe(401);
    setTokenLifetime(1);
    const short = await signIn("admin@demo.test");
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() + 5_000);
    const expired = await api("GET", "/users/me", { token: short });
    vi.useRealTimers();
    expect(expired.status).toBe(401);
    expect(expired.code).toBe("unauthorized");
  });
});

describe("demo API: passwords", () => {
  it("forgot password: unknown email is 404 'Email is not registered'; a known one lands in the outbox", async () => {
    const unknown = await api("POST", "/auth/email/forgot-password", {
      body: { platform: "cms", resetType: "link", email: "ghost@demo.test" },
    });
    expect(unknown.status).toBe(404);
    expect(unknown.message).toBe("Email is not registered");
    const info = vi.spyOn(console, "info").mockImplementation(() => undefined);
    const sent = await api("POST", "/auth/email/forgot-password", {
      body: { platform: "cms", resetType: "link", email: "admin@demo.test" },
    });
    expect(sent.status).toBe(200);
    const outbox = await api("GET", "/demo/outbox");
    const mail = outbox.payload.results[0];
    expect(mail).toMatchObject({ to: "admin@demo.test", subject: "Reset your password" });
    expect(mail.link).toMatch(/^\/reset-password\/[\w-]+$/);
    expect(info).toHaveBeenCalledWith(expect.stringContaining(mail.link));
    info.mockRestore();
  });

  it("reset: check session, change the password once, sign in with the new one", async () => {
    vi.spyOn(console, "info").mockImplementation(() => undefined);
    await api("POST", "/auth/email/forgot-password", {
      body: { platform: "cms", resetType: "link", email: "catalog@demo.test" },
    });
    const { link } = (await api("GET", "/demo/outbox")).payload.results[0];
    const sessionId = link.split("/").pop();
    expect((await api("GET", `/auth/email/check/${sessionId}`)).payload).toBe(true);
    expect((await api("GET", "/auth/email/check/bogus")).payload).toBe(false);
    const short = await api("POST", `/auth/email/change-password/${sessionId}`, {
      body: { newPassword: "" },
    });
    expect(short.status).toBe(422);
    expect(short.payload.errors.newPassword).toBe("Field is required");
    const done = await api("POST", `/auth/email/change-password/${sessionId}`, {
      body: { newPassword: "NewPass123!" },
    });
    expect(done.status).toBe(200);
    expect((await api("GET", `/auth/email/check/${sessionId}`)).payload).toBe(false);
    const again = await api("POST", `/auth/email/change-password/${sessionId}`, {
      body: { newPassword: "Other123!" },
    });
    expect(again.status).toBe(404);
    await expect(signIn("catalog@demo.test")).rejects.toThrow();
    expect(await signIn("catalog@demo.test", "NewPass123!")).toBeTruthy();
  });

  it("expired password: check-password-expired says so until the signed-in change", async () => {
    const token = await signIn("expired@demo.test");
    const before = await api("GET", "/auth/email/check-password-expired", { token });
    expect(before.payload.isPasswordExpired).toBe(true);
    const wrong = await api("POST", "/auth/change-password", {
      token,
      body: { oldPassword: "bad-password", newPassword: "Fresh123!" },
    });
    expect(wrong.status).toBe(422);
    expect(wrong.payload.errors.oldPassword).toBe("The current password is wrong.");
    const ok = await api("POST", "/auth/change-password", {
      token,
      body: { oldPassword: "Demo1234!", newPassword: "Fresh123!" },
    });
    expect(ok.status).toBe(200);
    const after = await api("GET", "/auth/email/check-password-expired", { token });
    expect(after.payload.isPasswordExpired).toBe(false);
    expect(Date.parse(after.payload.passwordExpiredAt)).toBeGreaterThan(Date.now());
  });

  it("health answers status ok without a token", async () => {
    expect((await api("GET", "/health")).payload).toEqual({ status: "ok" });
  });
});
