import { QueryClient, QueryClientProvider, notifyManager, useQuery } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { coalescingScheduler } from "@/lib/query-notifications";

describe("coalescingScheduler", () => {
  it("runs every notification waiting in the one task the first one asked for", () => {
    const timers: (() => void)[] = [];
    const schedule = coalescingScheduler((run) => timers.push(run));
    const ran: string[] = [];
    schedule(() => ran.push("rows"));
    schedule(() => ran.push("brands"));
    expect(timers).toHaveLength(1);
    expect(ran).toEqual([]);
    timers[0]();
    expect(ran).toEqual(["rows", "brands"]);
    // A notification after that task gets a task of its own.
    schedule(() => ran.push("stores"));
    expect(timers).toHaveLength(2);
    timers[1]();
    expect(ran).toEqual(["rows", "brands", "stores"]);
  });

  it("runs the others when one throws, and throws its error again on its own", async () => {
    const timers: (() => void)[] = [];
    const schedule = coalescingScheduler((run) => timers.push(run));
    const ran: string[] = [];
    const thrown = new Promise<unknown>((resolve) => {
      vi.spyOn(globalThis, "queueMicrotask").mockImplementationOnce((task) => {
        try {
          task();
        } catch (error) {
          resolve(error);
        }
      });
    });
    schedule(() => {
      throw new Error("broken listener");
    });
    schedule(() => ran.push("after"));
    timers[0]();
    expect(ran).toEqual(["after"]);
    expect(await thrown).toEqual(new Error("broken listener"));
  });
});

describe("two queries answered together", () => {
  // Unit files share their modules: leave the scheduler the console sets (src/console.tsx).
  afterEach(() => notifyManager.setScheduler(coalescingScheduler()));

  // The rows and the brands their column names, read by two components, as a list page does; the
  // brands are answered a moment after the rows, before either component has been told.
  function renders() {
    const seen: string[] = [];
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    function Rows({ brands }: { brands?: string }) {
      const rows = useQuery({ queryKey: ["rows"], queryFn: () => Promise.resolve("rows") });
      const shown = [rows.data, brands].filter(Boolean).join("+") || "loading";
      seen.push(shown);
      return <p>{shown}</p>;
    }
    function Page() {
      const brands = useQuery({
        queryKey: ["brands"],
        queryFn: async () => {
          await Promise.resolve();
          await Promise.resolve();
          return "brands";
        },
      });
      return <Rows brands={brands.data} />;
    }
    render(
      <QueryClientProvider client={client}>
        <Page />
      </QueryClientProvider>,
    );
    return seen;
  }

  it("render the page once with both answers, not once per answer", async () => {
    notifyManager.setScheduler(coalescingScheduler());
    const seen = renders();
    await screen.findByText("rows+brands");
    expect(seen.filter((shown) => shown !== "loading")).toEqual(["rows+brands"]);
  });

  it("(React Query's own scheduler renders the page once per answer)", async () => {
    notifyManager.setScheduler((run) => setTimeout(run, 0));
    const seen = renders();
    await screen.findByText("rows+brands");
    expect(seen.filter((shown) => shown !== "loading")).toEqual(["rows", "rows+brands"]);
  });
});
