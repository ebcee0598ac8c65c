import { act, fireEvent, screen, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { createMocks } from "react-idle-timer";
import { afterEach, describe, expect, it, vi } from "vitest";
import { pageReload } from "@providers/auth";
import { getSession } from "@providers/auth/session";
import { server } from "@/mocks/node";
import { renderSession } from "./render-session";

const SEVEN_MINUTES = 420_000;
const WARNING = 30_000;

async function renderIdle() {
  const reload = vi.spyOn(pageReload, "reload").mockImplementation(() => undefined);
  // The 60-s password-expiry check also runs; answer it at once so no request outlives the test.
  server.use(
    http.get("*/auth/email/check-password-expired", () =>
      HttpResponse.json({ code: "success", message: "OK", payload: { isPasswordExpired: false } }),
    ),
  );
  const utils = await renderSession({
    user: "admin@demo.test",
    url: "/dashboard",
    advanceTimers: (ms) => vi.advanceTimersByTime(ms),
    beforeRender: () => {
      vi.useFakeTimers();
      // react-idle-timer keeps its own timer references: point them at the fake ones.
      createMocks();
    },
  });
  expect(screen.getByRole("heading", { name: "Page /dashboard" })).toBeInTheDocument();
  return { ...utils, reload };
}

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe("idle rule (spec 4)", () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it("warns 30 s before the 7-minute timeout and counts the seconds down live", async () => {
    await renderIdle();
    advance(SEVEN_MINUTES - WARNING - 1000);
    expect(screen.queryByRole("dialog", { name: "Are you still here?" })).not.toBeInTheDocument();
    advance(1000);
    const dialog = screen.getByRole("dialog", { name: "Are you still here?" });
    expect(within(dialog).getByTestId("idle-countdown")).toHaveTextContent("30");
    advance(5000);
    expect(within(dialog).getByTestId("idle-countdown")).toHaveTextContent("25");
    expect(dialog).toHaveTextContent("you will be logged out in 25 seconds");
    advance(10_000);
    expect(within(dialog).getByTestId("idle-countdown")).toHaveTextContent("15");
  });

  it("'Im still here' keeps the session and restarts the 7 minutes", async () => {
    const { reload } = await renderIdle();
    advance(SEVEN_MINUTES - WARNING);
    const dialog = screen.getByRole("dialog", { name: "Are you still here?" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Im still here" }));
    advance(500);
    expect(screen.queryByRole("dialog", { name: "Are you still here?" })).not.toBeInTheDocument();
    advance(SEVEN_MINUTES - WARNING - 2000);
    expect(screen.queryByRole("dialog", { name: "Are you still here?" })).not.toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();
    expect(getSession()).not.toBeNull();
  });

  it("activity before the warning keeps the session too", async () => {
    await renderIdle();
    advance(SEVEN_MINUTES - WARNING - 5000);
    fireEvent.keyDown(document, { key: "a" });
    advance(SEVEN_MINUTES - WARNING - 5000);
    expect(screen.queryByRole("dialog", { name: "Are you still here?" })).not.toBeInTheDocument();
  });

  it("on timeout signs out, clears storage and goes to /", async () => {
    const { reload } = await renderIdle();
    localStorage.setItem("appConfig", "{}");
    advance(SEVEN_MINUTES - WARNING);
    expect(screen.getByRole("dialog", { name: "Are you still here?" })).toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();
    advance(WARNING);
    expect(reload).toHaveBeenCalledWith("/");
    expect(getSession()).toBeNull();
    expect(localStorage.getItem("appConfig")).toBeNull();
    // The login page says why.
    expect(sessionStorage.getItem("logout-notice")).toBe(
      "You were logged out after a period of inactivity.",
    );
  });
});
