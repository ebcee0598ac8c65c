import { act, render, screen, waitFor } from "@testing-library/react";
import React from "react";
import { areaPath, defineArea, type AreaDefinition } from "@/lib/resource";
import {
  lazyChunk,
  pageChunk,
  FIRST_VIEW_WAIT_MS,
  preloadRoutePage,
  routePage,
  useChunk,
  type Chunk,
} from "@/lib/page-loader";
import { afterWorkSettles } from "@/lib/pending-work";
import { areaPages } from "@/lib/routes";
import { sessionPages } from "@/session/private-routes";
import { i18n } from "@providers/i18n";

type Component = () => React.JSX.Element;

function Gate({ chunk }: { chunk: Chunk<{ default: Component }> }) {
  const Loaded = useChunk(chunk)?.default;
  return Loaded ? <Loaded /> : <p>Loading the console…</p>;
}

describe("lazyChunk", () => {
  it("renders a preloaded chunk in the first render, without the loader", async () => {
    const Page = lazyChunk(async () => ({ default: () => <p>Page content</p> }));
    await Page.preload();
    render(<Gate chunk={Page} />);
    // Synchronously present: no loader frame, no wait.
    expect(screen.getByText("Page content")).toBeInTheDocument();
    expect(screen.queryByText("Loading the console…")).not.toBeInTheDocument();
  });

  it("downloads once, and retries after a failed download", async () => {
    let calls = 0;
    const Page = lazyChunk(() => {
      calls += 1;
      return calls === 1
        ? Promise.reject(new Error("offline"))
        : Promise.resolve({ default: () => <p>Second try</p> });
    });
    await expect(Page.preload()).rejects.toThrow("offline");
    await Page.preload();
    await Page.preload();
    await Page.prefetch();
    expect(calls).toBe(2);
    render(<Gate chunk={Page} />);
    expect(screen.getByText("Second try")).toBeInTheDocument();
  });

  it("counts a preload as the page's work, and a prefetch not", async () => {
    const prefetched = lazyChunk(() => new Promise<never>(() => undefined));
    void prefetched.prefetch();
    const afterPrefetch = vi.fn();
    const cancelFirst = afterWorkSettles(afterPrefetch);
    await waitFor(() => expect(afterPrefetch).toHaveBeenCalled());

    let arrive: () => void = () => undefined;
    const preloaded = lazyChunk(() => new Promise<void>((resolve) => (arrive = resolve)));
    void preloaded.preload();
    const afterPreload = vi.fn();
    const cancelSecond = afterWorkSettles(afterPreload);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(afterPreload).not.toHaveBeenCalled();
    arrive();
    await waitFor(() => expect(afterPreload).toHaveBeenCalled());
    cancelFirst();
    cancelSecond();
  });
});

describe("useChunk", () => {
  it("shows the loader, then the component once its chunk is here", async () => {
    let arrive: () => void = () => undefined;
    const Console = lazyChunk(
      () =>
        new Promise<{ default: Component }>((resolve) => {
          arrive = () => resolve({ default: () => <p>Console</p> });
        }),
    );
    render(<Gate chunk={Console} />);
    expect(screen.getByText("Loading the console…")).toBeInTheDocument();
    await act(async () => arrive());
    expect(screen.getByText("Console")).toBeInTheDocument();
  });

  it("hands a failed download to the error boundary", async () => {
    const Broken = lazyChunk<{ default: Component }>(() =>
      Promise.reject(new Error("chunk missing")),
    );
    const errors: unknown[] = [];
    class Boundary extends React.Component<{ children: React.ReactNode }, { failed: boolean }> {
      state = { failed: false };
      static getDerivedStateFromError() {
        return { failed: true };
      }
      componentDidCatch(error: unknown) {
        errors.push(error);
      }
      render() {
        return this.state.failed ? <p>Could not load</p> : this.props.children;
      }
    }
    const spy = vi.spyOn(console, "error").mockImplementation(() => undefined);
    render(
      <Boundary>
        <Gate chunk={Broken} />
      </Boundary>,
    );
    expect(await screen.findByText("Could not load")).toBeInTheDocument();
    expect(String(errors[0])).toContain("chunk missing");
    spy.mockRestore();
  });
});

describe("the current route's page chunk", () => {
  const page = (label: string) => async () => ({ default: () => <p>{label}</p> });
  const list = page("list");
  const show = page("show");
  const create = page("create");
  const changes = page("changes");
  const areas: AreaDefinition[] = [
    defineArea({
      name: "products",
      permissionArea: "PRODUCT",
      pages: { list, show, create },
      extraRoutes: [{ path: "/products/:id/change-logs", page: changes, action: "list" }],
    }),
  ];
  const routes = [...areaPages(areas), ...sessionPages];

  it("is the page the router would render (static segments win over :id)", () => {
    expect(areaPath(areas[0]!)).toBe("/products");
    expect(routePage(routes, "/products")).toBe(list);
    expect(routePage(routes, "/products/add")).toBe(create);
    expect(routePage(routes, "/products/p-1")).toBe(show);
    expect(routePage(routes, "/products/p-1/change-logs")).toBe(changes);
    expect(routePage(routes, "/change-password")).toBe(sessionPages[0]!.page);
    expect(routePage(routes, "/nowhere")).toBeUndefined();
  });

  it("is downloaded and cached by preloadRoutePage", async () => {
    expect(pageChunk(create).loaded()).toBeUndefined();
    await act(async () => preloadRoutePage(routes, "/products/add"));
    expect(pageChunk(create).loaded()).toBeDefined();
    expect(pageChunk(show).loaded()).toBeUndefined();
  });

  it("waits for what the page asked for as it loaded (its firstView), but not for long", async () => {
    vi.useFakeTimers();
    try {
      let answer = () => {};
      const asked = new Promise<void>((resolve) => (answer = resolve));
      const home = async () => ({ default: () => <p>home</p>, firstView: asked });
      const slow = async () => ({ default: () => <p>slow</p>, firstView: new Promise(() => {}) });
      const homeRoutes = areaPages([
        defineArea({ name: "home", permissionArea: "HOME", pages: { list: home, show: slow } }),
      ]);
      let ready = false;
      void preloadRoutePage(homeRoutes, "/home").then(() => (ready = true));
      await vi.advanceTimersByTimeAsync(FIRST_VIEW_WAIT_MS / 2);
      expect(pageChunk(home).loaded()).toBeDefined();
      expect(ready).toBe(false);
      answer();
      await vi.advanceTimersByTimeAsync(0);
      expect(ready).toBe(true);
      // An answer that does not come holds the console back FIRST_VIEW_WAIT_MS at most.
      let slowReady = false;
      void preloadRoutePage(homeRoutes, "/home/h-1").then(() => (slowReady = true));
      await vi.advanceTimersByTimeAsync(FIRST_VIEW_WAIT_MS - 1);
      expect(slowReady).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(slowReady).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it("carries the access check of its area (an extra route: its own resource, if any)", () => {
    expect(routes.find((route) => route.page === create)?.access).toEqual({
      resource: "products",
      action: "create",
    });
    expect(routes.find((route) => route.page === changes)?.access).toEqual({
      resource: "products",
      action: "list",
    });
    // Open to every signed-in user.
    expect(sessionPages[0]!.access).toBeUndefined();
  });
});

describe("an area's own namespaces", () => {
  it("load together with each of its pages", async () => {
    const area = defineArea({
      name: "dashboard",
      permissionArea: "DASHBOARD",
      pages: { list: async () => ({ default: () => null }) },
      extraRoutes: [
        { path: "/dashboard/more", action: "list", page: async () => ({ default: () => null }) },
      ],
      namespaces: ["dashboard"],
    });
    await i18n.changeLanguage("id");
    // Unit test files share one environment (vite.config.ts), so another file may have loaded this
    // namespace already: the loader is watched instead of the namespace's state before.
    const load = vi.spyOn(i18n, "loadNamespaces");
    const page = area.pages.list!();
    // Asked for in the same call as the page's code, not after it.
    expect(load).toHaveBeenCalledWith(["dashboard"]);
    await page;
    expect(i18n.hasLoadedNamespace("dashboard", { lng: "id" })).toBe(true);
    load.mockClear();
    await expect(area.extraRoutes![0]!.page()).resolves.toHaveProperty("default");
    expect(load).toHaveBeenCalledWith(["dashboard"]);
    load.mockRestore();
  });
});
