import { act, render, screen } from "@testing-library/react";
import React from "react";
import { Suspense } from "react";
import { areaPath, defineArea, type AreaDefinition } from "@/lib/resource";
import { lazyWithPreload, usePreloaded } from "@/lib/lazy-with-preload";
import { loadedPage } from "@/lib/page-cache";
import { preloadRoutePage, routePage } from "@/lib/routes";
import { i18n } from "@providers/i18n";

describe("lazyWithPreload", () => {
  it("renders a preloaded component at once, without its Suspense fallback", async () => {
    const Page = lazyWithPreload(async () => ({ default: () => <p>Page content</p> }));
    await Page.preload();
    render(
      <Suspense fallback={<p>Loading…</p>}>
        <Page />
      </Suspense>,
    );
    // Synchronously present: no fallback frame, no wait.
    expect(screen.getByText("Page content")).toBeInTheDocument();
    expect(screen.queryByText("Loading…")).not.toBeInTheDocument();
  });

  it("suspends when not preloaded, downloads once, and retries after a failed download", async () => {
    let calls = 0;
    const Page = lazyWithPreload(() => {
      calls += 1;
      return calls === 1
        ? Promise.reject(new Error("offline"))
        : Promise.resolve({ default: () => <p>Second try</p> });
    });
    await expect(Page.preload()).rejects.toThrow("offline");
    await Page.preload();
    await Page.preload();
    expect(calls).toBe(2);
    render(
      <Suspense fallback={<p>Loading…</p>}>
        <Page />
      </Suspense>,
    );
    expect(screen.getByText("Second try")).toBeInTheDocument();
  });
});

describe("usePreloaded", () => {
  function Gate({ component }: { component: ReturnType<typeof lazyWithPreload> }) {
    const Loaded = usePreloaded(component);
    return Loaded ? <Loaded /> : <p>Loading the console…</p>;
  }

  it("shows the loader, then the component once its chunk is here", async () => {
    let arrive: () => void = () => undefined;
    const Console = lazyWithPreload(
      () =>
        new Promise<{ default: () => React.JSX.Element }>((resolve) => {
          arrive = () => resolve({ default: () => <p>Console</p> });
        }),
    );
    render(<Gate component={Console} />);
    expect(screen.getByText("Loading the console…")).toBeInTheDocument();
    await act(async () => arrive());
    expect(screen.getByText("Console")).toBeInTheDocument();
  });

  it("hands a failed download to the error boundary", async () => {
    const Broken = lazyWithPreload(() => Promise.reject(new Error("chunk missing")));
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
        <Gate component={Broken} />
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

  it("is the page the router would render (static segments win over :id)", () => {
    expect(areaPath(areas[0]!)).toBe("/products");
    expect(routePage(areas, "/products")).toBe(list);
    expect(routePage(areas, "/products/add")).toBe(create);
    expect(routePage(areas, "/products/p-1")).toBe(show);
    expect(routePage(areas, "/products/p-1/change-logs")).toBe(changes);
    expect(routePage(areas, "/nowhere")).toBeUndefined();
  });

  it("is downloaded and cached by preloadRoutePage", async () => {
    expect(loadedPage(create)).toBeUndefined();
    await act(async () => preloadRoutePage(areas, "/products/add"));
    expect(loadedPage(create)).toBeDefined();
    expect(loadedPage(show)).toBeUndefined();
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
