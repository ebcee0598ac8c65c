import { screen } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { afterEach, describe, expect, it } from "vitest";
import { config } from "@/config";
import { server } from "@/mocks/node";
import { renderApp } from "@tests/helpers/render-app";
import { errorAnswer } from "@tests/helpers/error-answer";

const session = config.session as { healthCheckUrl?: string };
const original = session.healthCheckUrl;

describe("health check on the auth layout", () => {
  afterEach(() => {
    session.healthCheckUrl = original;
  });

  it("warns on the login page when the configured health check fails; the form stays usable", async () => {
    session.healthCheckUrl = "/health";
    server.use(http.get("*/health", () => errorAnswer(503, "server_error", "Service unavailable")));
    await renderApp({ url: "/login" });
    expect(
      await screen.findByText(
        "The server is not answering its health check (Service unavailable). Signing in may not work right now.",
      ),
    ).toBeInTheDocument();
    expect(await screen.findByRole("button", { name: "Login" })).toBeEnabled();
  });

  it("says nothing when the health check answers ok", async () => {
    session.healthCheckUrl = "/health";
    let checked = false;
    server.use(
      http.get("*/health", () => {
        checked = true;
        return HttpResponse.json({ code: "success", message: "OK", payload: { status: "ok" } });
      }),
    );
    await renderApp({ url: "/forgot-password" });
    await screen.findByRole("button", { name: "Send Reset Password" });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(checked).toBe(true);
    expect(screen.queryByText(/health check/)).not.toBeInTheDocument();
  });
});
