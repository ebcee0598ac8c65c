import { delay, http, HttpResponse } from "msw";
import { describe, expect, it, vi } from "vitest";
import { apiRequest } from "@providers/data/http";
import { afterWorkSettles, trackWork } from "@/lib/pending-work";
import { server } from "@/mocks/node";
import { api, ok } from "../providers/helpers";

const tick = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("afterWorkSettles (work that waits for the page's code and calls)", () => {
  it("waits until the calls in flight have answered", async () => {
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.get(api("/slow"), async () => {
        await answered;
        return HttpResponse.json(ok({}));
      }),
    );
    const pending = apiRequest("GET", "/slow", { withAuth: false });
    const run = vi.fn();
    afterWorkSettles(run);
    await tick(200);
    expect(run).not.toHaveBeenCalled();
    answer();
    await pending;
    await vi.waitFor(() => expect(run).toHaveBeenCalledTimes(1));
  });

  it("counts a call the same task starts after it (a sibling component's effect)", async () => {
    server.use(
      http.get(api("/later"), async () => {
        await delay(150);
        return HttpResponse.json(ok({}));
      }),
    );
    const run = vi.fn();
    afterWorkSettles(run);
    const pending = apiRequest("GET", "/later", { withAuth: false });
    await tick(80);
    expect(run).not.toHaveBeenCalled();
    await pending;
    await vi.waitFor(() => expect(run).toHaveBeenCalledTimes(1));
  });

  it("waits for the page's code too", async () => {
    let arrive: () => void = () => undefined;
    const chunk = trackWork(new Promise<void>((resolve) => (arrive = resolve)));
    const run = vi.fn();
    afterWorkSettles(run);
    await tick(100);
    expect(run).not.toHaveBeenCalled();
    arrive();
    await chunk;
    await vi.waitFor(() => expect(run).toHaveBeenCalledTimes(1));
  });

  it("runs soon when nothing is in flight, and at most once", async () => {
    const run = vi.fn();
    afterWorkSettles(run);
    await vi.waitFor(() => expect(run).toHaveBeenCalledTimes(1));
    await apiRequest("GET", "/users/me").catch(() => undefined);
    await tick(50);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it("runs after the longest wait even when calls never settle, and not at all once cancelled", async () => {
    server.use(http.get(api("/never"), () => new Promise<Response>(() => undefined)));
    const controller = new AbortController();
    const hanging = apiRequest("GET", "/never", { withAuth: false, signal: controller.signal });
    const run = vi.fn();
    afterWorkSettles(run, 150);
    const cancelled = vi.fn();
    const cancel = afterWorkSettles(cancelled, 150);
    cancel();
    await tick(100);
    expect(run).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(run).toHaveBeenCalledTimes(1));
    expect(cancelled).not.toHaveBeenCalled();
    controller.abort();
    await hanging.catch(() => undefined);
  });
});
