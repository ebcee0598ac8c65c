import { act, fireEvent, screen, within } from "@testing-library/react";
import { createMocks } from "react-idle-timer";
import { afterEach, describe, expect, it, vi } from "vitest";
import { pageReload } from "@providers/auth";
import { getSession } from "@providers/auth/session";
import { config } from "@/config";
import { renderSession } from "./render-session";

const SEVEN_MINUTES = 420_000;
const WARNING = 30_000;

const auth = config.auth as unknown as { passwordExpiryCheckMs: number };
const savedExpiryCheckMs = auth.passwordExpiryCheckMs;

async function renderIdle() {
  const reload = vi.spyOn(pageReload, "reload").mockImplementation(() => undefined);
  // The session rules' 60-s password-expiry check would run too. The MSW node server answers its
  // request asynchronously, which cannot happen while the fake clock jumps minutes ahead in one
  // synchronous step: the API client's own 300-s timeout fired first, and every tick logged "Password-
  // expiry check failed". Not part of the idle rule (session-checks.test.tsx tests that check): moved
  // out of the way of these tests.
  auth.passwordExpiryCheckMs = 24 * 60 * 60 * 1000;
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
    auth.passwordExpiryCheckMs = savedExpiryCheckMs;
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
