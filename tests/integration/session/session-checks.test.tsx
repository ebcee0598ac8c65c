import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { pageReload } from "@providers/auth";
import { getSession, saveSession } from "@providers/auth/session";
import { config } from "@/config";
import { server } from "@/mocks/node";
import { currentUrl, renderApp } from "@tests/helpers/render-app";
import { renderSession } from "./render-session";
import { errorAnswer } from "@tests/helpers/error-answer";

type Mutable<T> = { -readonly [K in keyof T]: T[K] };
const session = config.session as Mutable<typeof config.session>;
const auth = config.auth as unknown as { passwordExpiryCheckMs: number };
const analytics = config.analytics as Mutable<typeof config.analytics>;
const features = config.features as Mutable<typeof config.features>;
const saved = { ...session, ...auth, ...analytics, ...features };

let reload: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  reload = vi.spyOn(pageReload, "reload").mockImplementation(() => undefined);
});
afterEach(() => {
  session.healthCheckUrl = saved.healthCheckUrl;
  session.pingIntervalMs = saved.pingIntervalMs;
  auth.passwordExpiryCheckMs = saved.passwordExpiryCheckMs;
  analytics.measurementId = saved.measurementId;
  features.activityTracking = saved.activityTracking;
  features.lockData = saved.lockData;
  document.head
    .querySelectorAll("script[src*='googletagmanager']")
    .forEach((script) => script.remove());
  vi.restoreAllMocks();
});

describe("session ping", () => {
  it("pings the health-check URL every interval; a failure toasts 'API Ping failed. {message}' and signs out", async () => {
    session.healthCheckUrl = "/health";
    session.pingIntervalMs = 300;
    let pings = 0;
    server.use(
      http.get("*/health", () => {
        pings += 1;
        return pings < 2
          ? HttpResponse.json({ code: "success", message: "OK", payload: { status: "ok" } })
          : errorAnswer(503, "server_error", "Service unavailable");
      }),
    );
    await renderSession({ user: "admin@demo.test" });
    expect(
      await screen.findByText("API Ping failed. Service unavailable", {}, { timeout: 3000 }),
    ).toBeInTheDocument();
    expect(pings).toBe(2);
    await waitFor(() => expect(reload).toHaveBeenCalledWith("/login"));
    expect(getSession()).toBeNull();
  });

  it("treats a payload whose status is not ok as a failure", async () => {
    session.healthCheckUrl = "/health";
    session.pingIntervalMs = 200;
    server.use(
      http.get("*/health", () =>
        HttpResponse.json({ code: "success", message: "OK", payload: { status: "degraded" } }),
      ),
    );
    await renderSession({ user: "admin@demo.test" });
    expect(
      await screen.findByText(
        'API Ping failed. The health check answered status "degraded".',
        {},
        { timeout: 3000 },
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(reload).toHaveBeenCalledWith("/login"));
  });

  it("does not ping at all without a health-check URL", async () => {
    session.pingIntervalMs = 100;
    let pinged = false;
    server.use(
      http.get(
        "*/health",
        () => ((pinged = true), HttpResponse.json({ payload: { status: "ok" } })),
      ),
    );
    await renderSession({ user: "admin@demo.test" });
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(pinged).toBe(false);
  });
});

describe("password expiry", () => {
  it("is checked periodically; on expiry the user is sent to /change-password and kept there", async () => {
    auth.passwordExpiryCheckMs = 200;
    await renderSession({ user: "admin@demo.test", url: "/dashboard" });
    expect(await screen.findByRole("heading", { name: "Page /dashboard" })).toBeInTheDocument();
    server.use(
      http.get("*/auth/email/check-password-expired", () =>
        HttpResponse.json({ code: "success", message: "OK", payload: { isPasswordExpired: true } }),
      ),
    );
    expect(
      await screen.findByRole("heading", { name: "Page /change-password" }, { timeout: 3000 }),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole("link", { name: "Go to products" }));
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(screen.getByRole("heading", { name: "Page /change-password" })).toBeInTheDocument();
  });

  it("expired@demo.test lands on /change-password after sign-in and is free after changing it", async () => {
    const { user } = await renderApp({ url: "/login" });
    await user.type(await screen.findByLabelText("Email"), "expired@demo.test");
    await user.type(screen.getByLabelText("Password"), "Demo1234!");
    await user.click(screen.getByRole("button", { name: "Login" }));
    await waitFor(() => expect(currentUrl()).toBe("/change-password"));
    // The first render of the shell chunk can take seconds in jsdom.
    expect(
      await screen.findByText(
        "Your password has expired. Change it to continue using the console.",
        {},
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();

    await user.type(screen.getByLabelText("Current Password"), "Demo1234!");
    await user.type(screen.getByLabelText("New Password"), "Changed123!");
    await user.type(screen.getByLabelText("Retype New Password"), "Changed123!");
    await user.click(screen.getByRole("button", { name: "Change Password" }));
    await waitFor(() => expect(currentUrl()).toBe("/dashboard"));
    expect(getSession()?.isPasswordExpired).toBe(false);
  });

  it("the change-password page shows the server's message for a wrong current password", async () => {
    const { user } = await renderApp({ user: "admin@demo.test", url: "/change-password" });
    await user.type(
      await screen.findByLabelText("Current Password", {}, { timeout: 10_000 }),
      "not-it",
    );
    await user.type(screen.getByLabelText("New Password"), "Changed123!");
    await user.type(screen.getByLabelText("Retype New Password"), "Changed123!");
    await user.click(screen.getByRole("button", { name: "Change Password" }));
    expect(await screen.findByTestId("change-password-error")).toHaveTextContent(
      "The current password is wrong.",
    );
    expect(currentUrl()).toBe("/change-password");
  });
});

describe("token expiry while the app is open", () => {
  it("signs out at the token's expiry with a message that the session ended", async () => {
    await renderSession({
      user: "admin@demo.test",
      beforeRender: () => {
        const current = getSession()!;
        saveSession({ ...current, expiresAt: Date.now() + 400 });
      },
    });
    expect(
      await screen.findByText(
        "Your session has ended. Please sign in again.",
        {},
        { timeout: 3000 },
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(reload).toHaveBeenCalledWith("/login"));
    expect(sessionStorage.getItem("logout-notice")).toBe(
      "Your session has ended. Please sign in again.",
    );
  });

  it("the login page then says why", async () => {
    sessionStorage.setItem("logout-notice", "Your session has ended. Please sign in again.");
    await renderApp({ url: "/login" });
    expect(
      await screen.findByText("Your session has ended. Please sign in again."),
    ).toBeInTheDocument();
    expect(sessionStorage.getItem("logout-notice")).toBeNull();
  });
});

describe("cross-tab logout", () => {
  it("follows a logout in another tab to /login", async () => {
    await renderSession({ user: "admin@demo.test" });
    await screen.findByRole("heading", { name: "Page /dashboard" });
    // Another tab cleared the shared storage.
    localStorage.clear();
    window.dispatchEvent(new StorageEvent("storage", { key: null, storageArea: localStorage }));
    expect(reload).toHaveBeenCalledWith("/login");
  });

  it("in the whole console: the pages make way for the loader and the tab reloads at /login", async () => {
    await renderApp({ user: "admin@demo.test", url: "/dashboard" });
    const userMenu = await screen.findByRole("button", { name: /User menu/ });
    localStorage.clear();
    window.dispatchEvent(new StorageEvent("storage", { key: null, storageArea: localStorage }));
    await waitFor(() => expect(reload).toHaveBeenCalledWith("/login"));
    expect(userMenu).not.toBeInTheDocument();
    // A sign-out, not a visit: no way back to the page after signing in again.
    expect(currentUrl()).toBe("/dashboard");
  });
});

describe("analytics, activity and lock data", () => {
  const gtagScript = () =>
    document.head.querySelector("script[src*='googletagmanager.com/gtag/js']");

  it("loads no analytics script without a measurement id", async () => {
    await renderSession({ user: "admin@demo.test" });
    await screen.findByRole("heading", { name: "Page /dashboard" });
    expect(gtagScript()).toBeNull();
  });

  it("with a measurement id, loads gtag once and reports each route change as a page view", async () => {
    analytics.measurementId = "G-TEST123";
    window.dataLayer = [];
    await renderSession({ user: "admin@demo.test" });
    await screen.findByRole("heading", { name: "Page /dashboard" });
    expect(gtagScript()?.getAttribute("src")).toContain("id=G-TEST123");
    fireEvent.click(screen.getByRole("link", { name: "Go to products" }));
    await screen.findByRole("heading", { name: "Page /products" });
    const pageViews = window.dataLayer
      .map((entry) => Array.from(entry as ArrayLike<unknown>))
      .filter((args) => args[0] === "event" && args[1] === "page_view")
      .map((args) => (args[2] as { page_path: string }).page_path);
    expect(pageViews).toEqual(["/dashboard", "/products"]);
    expect(document.head.querySelectorAll("script[src*='googletagmanager']")).toHaveLength(1);
  });

  it("tracks page views when activity tracking is on; a failure is only logged", async () => {
    features.activityTracking = true;
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const seen: string[] = [];
    server.use(
      http.post("*/user-activities/pageview", async ({ request }) => {
        seen.push(((await request.json()) as { pageUrl: string }).pageUrl);
        return errorAnswer(500, "server_error", "Down");
      }),
    );
    await renderSession({ user: "admin@demo.test" });
    await waitFor(() => expect(seen).toHaveLength(1));
    expect(seen[0]).toMatch(/\/dashboard$/);
    await waitFor(() =>
      expect(warn).toHaveBeenCalledWith("Activity tracking failed", expect.anything()),
    );
    expect(screen.queryByText("Down")).not.toBeInTheDocument();
  });

  it("makes no activity call while tracking is off (the default)", async () => {
    let called = false;
    server.use(
      http.post("*/user-activities/:kind", () => ((called = true), HttpResponse.json({}))),
    );
    await renderSession({ user: "admin@demo.test" });
    await screen.findByRole("heading", { name: "Page /dashboard" });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(called).toBe(false);
  });

  it("removes the lock data on page unload when enabled; a failure is only logged", async () => {
    features.lockData = true;
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const deleted: string[] = [];
    server.use(
      http.delete("*/lock-data/:userId", ({ params }) => {
        deleted.push(String(params.userId));
        return errorAnswer(500, "server_error", "Down");
      }),
    );
    await renderSession({ user: "admin@demo.test" });
    await screen.findByRole("heading", { name: "Page /dashboard" });
    window.dispatchEvent(new Event("pagehide"));
    await waitFor(() => expect(deleted).toEqual([getSession()!.user.userId]));
    await waitFor(() =>
      expect(warn).toHaveBeenCalledWith("Lock data removal failed", expect.anything()),
    );
  });
});
