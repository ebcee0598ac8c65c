import { http, HttpResponse } from "msw";
import { describe, expect, it, vi } from "vitest";
import { getSession } from "@providers/auth/session";
import {
  checkPasswordExpired,
  pingFailedMessage,
  pingHealth,
} from "@providers/auth/session-checks";
import { server } from "@/mocks/node";
import { api, fail, ok, storeSession } from "./helpers";

describe("password-expiry check", () => {
  it("GET /auth/email/check-password-expired: true when expired, and the stored session remembers it", async () => {
    const session = storeSession();
    let authorization: string | null = null;
    server.use(
      http.get(api("/auth/email/check-password-expired"), ({ request }) => {
        authorization = request.headers.get("authorization");
        return HttpResponse.json(
          ok({ isPasswordExpired: true, passwordExpiredAt: "2020-01-01T00:00:00Z" }),
        );
      }),
    );
    expect(await checkPasswordExpired()).toBe(true);
    expect(authorization).toBe(`Bearer ${session.token}`);
    expect(getSession()).toMatchObject({
      isPasswordExpired: true,
      passwordExpiredAt: "2020-01-01T00:00:00Z",
    });
  });

  it("false when not expired, or when the check fails", async () => {
    storeSession();
    server.use(
      http.get(api("/auth/email/check-password-expired"), () =>
        HttpResponse.json(ok({ isPasswordExpired: false })),
      ),
    );
    expect(await checkPasswordExpired()).toBe(false);
    server.use(http.get(api("/auth/email/check-password-expired"), () => HttpResponse.error()));
    // The failure is logged (and only logged: the next tick tries again), not printed into the test output.
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    expect(await checkPasswordExpired()).toBe(false);
    expect(warn).toHaveBeenCalledWith("Password-expiry check failed", expect.anything());
    warn.mockRestore();
  });
});

describe("session ping", () => {
  const url = "https://health.example.test/health";

  it("ok when payload.status is ok", async () => {
    server.use(http.get(url, () => HttpResponse.json(ok({ status: "ok" }))));
    expect(await pingHealth(url)).toEqual({ ok: true });
  });

  it("fails with a message when status is not ok, the server errors, or nobody answers", async () => {
    server.use(http.get(url, () => HttpResponse.json(ok({ status: "degraded" }))));
    const degraded = await pingHealth(url);
    expect(degraded).toEqual({
      ok: false,
      message: 'The health check answered status "degraded".',
    });

    server.use(
      http.get(url, () =>
        HttpResponse.json(fail("server_error", "Maintenance in progress."), { status: 503 }),
      ),
    );
    expect(await pingHealth(url)).toEqual({ ok: false, message: "Maintenance in progress." });

    server.use(http.get(url, () => HttpResponse.error()));
    expect(await pingHealth(url)).toEqual({
      ok: false,
      message: "The server could not be reached. Check your connection and try again.",
    });
  });

  it('the toast reads "API Ping failed. {message}"', () => {
    expect(pingFailedMessage("Maintenance in progress.")).toBe(
      "API Ping failed. Maintenance in progress.",
    );
  });
});
