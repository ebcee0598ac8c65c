import { configure, screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { authProvider } from "@providers/auth";
import { pageReload } from "@providers/auth/page-reload";
import { i18n } from "@providers/i18n";
import { server } from "@/mocks/node";
import { config } from "@/config";
import { currentUrl, DEMO_PASSWORD, renderApp } from "@tests/helpers/render-app";
import { useViewport } from "./viewport";
import { errorAnswer } from "@tests/helpers/error-answer";

// The first render of a file transforms the lazy chunks: allow more than the default second.
configure({ asyncUtilTimeout: 8000 });

// The i18next instance outlives a test: a language switch must not leak into the next one.
afterEach(async () => {
  await i18n.changeLanguage("en");
});

const nav = () => screen.findByRole("menu", { name: "Main menu" });

describe("the signed-in shell on a desktop screen", () => {
  useViewport(1440);

  it("shows the generated sidebar with the current entry highlighted, version and year in the footer", async () => {
    await renderApp({ user: "admin@demo.test", url: "/dashboard" });
    const menu = await nav();
    const entry = await within(menu).findByRole("menuitem", { name: /Dashboard/ });
    expect(entry).toHaveClass("ant-menu-item-selected");
    // Own-account pages are areas too, but hidden from the menu.
    expect(within(menu).queryByText("My Profile")).not.toBeInTheDocument();
    expect(screen.getByTestId("sider-footer")).toHaveTextContent(
      `v0.54.1 · © ${new Date().getFullYear()} ${config.siteName}`,
    );
    // No view-as choice for a user without sub roles.
    expect(screen.queryByRole("combobox", { name: "View as" })).not.toBeInTheDocument();
    expect(screen.getByTestId("welcome-line")).toHaveTextContent("Welcome, Alice");
  });

  it("highlights the entry of the first path segment, opens its group and scrolls it into view after 100 ms", async () => {
    // The sidebar shows 300 px; the selected entry stands at 500–540 px, below what it shows.
    const spy = vi.spyOn(Element.prototype, "getBoundingClientRect").mockImplementation(function (
      this: Element,
    ) {
      const [top, bottom] = this.classList.contains("ant-menu-item-selected")
        ? [500, 540]
        : [0, 300];
      return {
        top,
        bottom,
        left: 0,
        right: 240,
        width: 240,
        height: bottom - top,
        x: 0,
        y: top,
      } as DOMRect;
    });
    await renderApp({ user: "admin@demo.test", url: "/stores/add" });
    const menu = await nav();
    const store = await within(menu).findByRole("menuitem", { name: /Store/ });
    expect(store).toHaveClass("ant-menu-item-selected");
    await waitFor(() =>
      expect(within(menu).getByRole("menuitem", { name: /E-COMMERCE/ })).toHaveAttribute(
        "aria-expanded",
        "true",
      ),
    );
    // Scrolled by 240 px: the entry's bottom meets the sidebar's.
    const sidebar = menu.closest<HTMLElement>("[data-menu-ready]")!;
    await waitFor(() => expect(sidebar.scrollTop).toBe(240));
    expect(
      JSON.parse(localStorage.getItem(config.storageKeys.appConfig)!).sidebarOpenKeys,
    ).toContain("ecommerce-group");
    spy.mockRestore();
  });

  it("opens the Dashboard to every signed-in user (spec 2.3), with links to what the user may open", async () => {
    await renderApp({ user: "catalog@demo.test", url: "/dashboard" });
    expect(await screen.findByText(/Good (morning|afternoon|evening), Citra/)).toBeInTheDocument();
    const menu = await nav();
    expect(within(menu).getByRole("menuitem", { name: /Dashboard/ })).toHaveClass(
      "ant-menu-item-selected",
    );
    expect(
      screen.queryByText(/You don't have permission to open this page/),
    ).not.toBeInTheDocument();
  });

  it("shows badges from the sidebar checker: a count above 0, and stores the answer", async () => {
    server.use(
      http.get("*/api/backoffice-sidebar-checker", () =>
        HttpResponse.json({
          code: "success",
          message: "OK",
          payload: { dashboard: 7, transactions: 3 },
        }),
      ),
    );
    await renderApp({ user: "admin@demo.test", url: "/dashboard" });
    const menu = await nav();
    const badge = await within(menu).findByTestId("sidebar-badge-count");
    expect(badge).toHaveTextContent("7");
    expect(JSON.parse(localStorage.getItem(config.storageKeys.sidebarCheck)!)).toEqual({
      dashboard: 7,
      transactions: 3,
    });
  });

  it("shows a dot for true and nothing for 0", async () => {
    server.use(
      http.get("*/api/backoffice-sidebar-checker", () =>
        HttpResponse.json({ code: "success", message: "OK", payload: { dashboard: true } }),
      ),
    );
    const first = await renderApp({ user: "admin@demo.test", url: "/dashboard" });
    expect(await within(await nav()).findByTestId("sidebar-badge-dot")).toBeInTheDocument();
    first.unmount();

    server.use(
      http.get("*/api/backoffice-sidebar-checker", () =>
        HttpResponse.json({ code: "success", message: "OK", payload: { dashboard: 0 } }),
      ),
    );
    await renderApp({ url: "/dashboard" });
    const menu = await nav();
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem(config.storageKeys.sidebarCheck)!)).toEqual({
        dashboard: 0,
      }),
    );
    expect(within(menu).queryByTestId("sidebar-badge-dot")).not.toBeInTheDocument();
    expect(within(menu).queryByTestId("sidebar-badge-count")).not.toBeInTheDocument();
  });

  it("shows the stored badges at once and asks the checker only once the page's own calls have answered", async () => {
    const order: string[] = [];
    server.events.on("request:start", ({ request }) => {
      if (new URL(request.url).pathname === "/api/backoffice-sidebar-checker") {
        order.push("checker asked");
      }
    });
    let answerProducts: () => void = () => undefined;
    const productsHeld = new Promise<void>((resolve) => (answerProducts = resolve));
    server.use(
      http.get("*/api/products", async () => {
        await productsHeld;
        order.push("products answered");
        return HttpResponse.json({
          code: "success",
          message: "OK",
          payload: { results: [], count: 0 },
        });
      }),
      http.get("*/api/backoffice-sidebar-checker", () =>
        HttpResponse.json({ code: "success", message: "OK", payload: { products: 9 } }),
      ),
    );
    // Signed in first: a sign-in starts from clean local storage.
    await authProvider.login({ email: "catalog@demo.test", password: DEMO_PASSWORD });
    localStorage.setItem(config.storageKeys.sidebarCheck, JSON.stringify({ products: 4 }));
    await renderApp({ url: "/products" });
    // (Test ids, not roles: the checker asks anyway after 5 s, and role queries are slow here.)
    expect(await screen.findByTestId("sidebar-badge-count")).toHaveTextContent("4");
    // Long enough for the checker to have been asked, were it not waiting for the product list.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(order).toEqual([]);
    answerProducts();
    await waitFor(() => expect(screen.getByTestId("sidebar-badge-count")).toHaveTextContent("9"));
    expect(order).toEqual(["products answered", "checker asked"]);
    server.events.removeAllListeners();
  });

  it("fetches the outlet data on load also where the header shows no outlet selector", async () => {
    await renderApp({ user: "admin@demo.test", url: "/dashboard" });
    await screen.findByText(/Good (morning|afternoon|evening), Alice/);
    expect(screen.queryByRole("combobox", { name: /outlet/i })).not.toBeInTheDocument();
    await waitFor(() => {
      const filter = JSON.parse(localStorage.getItem(config.storageKeys.globalFilter) ?? "{}");
      expect(filter.stores?.length).toBeGreaterThan(0);
      expect(filter.storeId).toBe(filter.stores[0].storeId);
    });
  });

  it("ignores a failing sidebar checker", async () => {
    server.use(
      http.get("*/api/backoffice-sidebar-checker", () =>
        errorAnswer(500, "server_error", "Checker down"),
      ),
    );
    await renderApp({ user: "admin@demo.test", url: "/dashboard" });
    expect(await within(await nav()).findByText("Dashboard")).toBeInTheDocument();
    expect(screen.queryByText("Checker down")).not.toBeInTheDocument();
  });

  it("collapses the sidebar and keeps it collapsed after a reload (appConfig)", async () => {
    const { user, unmount } = await renderApp({ user: "admin@demo.test", url: "/dashboard" });
    await user.click(await screen.findByRole("button", { name: "Collapse menu" }));
    expect(JSON.parse(localStorage.getItem(config.storageKeys.appConfig)!)).toMatchObject({
      sidebarCollapsed: true,
    });
    expect(screen.getByTestId("app-sider")).toHaveClass("ant-layout-sider-collapsed");
    unmount();
    await renderApp({ url: "/dashboard" });
    expect(await screen.findByRole("button", { name: "Expand menu" })).toBeInTheDocument();
    expect(screen.getByTestId("app-sider")).toHaveClass("ant-layout-sider-collapsed");
  });

  it("builds breadcrumbs from the path with the home icon to the default path", async () => {
    await renderApp({ user: "admin@demo.test", url: "/my-profile" });
    const crumbs = await screen.findByRole("navigation", { name: "Breadcrumb" });
    expect(within(crumbs).getByText("My Profile")).toHaveAttribute("aria-current", "page");
    expect(within(crumbs).getByRole("link", { name: "Home" })).toHaveAttribute(
      "href",
      "/dashboard",
    );
  });

  it("offers the view-as choice to a main role with sub roles; the sub app gets its own menu and home", async () => {
    const { user } = await renderApp({ user: "manager@demo.test", url: "/dashboard" });
    const select = await screen.findByRole("combobox", { name: "View as" });
    await user.click(select);
    await user.click(await screen.findByTitle("Sub App"));
    await waitFor(() => expect(currentUrl()).toBe("/my-dashboard"));
    expect(localStorage.getItem(config.storageKeys.viewAs)).toBe("sub");
    const menu = await nav();
    expect(await within(menu).findByText("My Dashboard")).toBeInTheDocument();
    expect(within(menu).queryByText("Dashboard")).not.toBeInTheDocument();
    // None of the main app's entries: the sub app's menu is its own.
    expect(within(menu).queryByText("Product")).not.toBeInTheDocument();
    expect(within(menu).queryByText("Transaction")).not.toBeInTheDocument();
    const crumbs = screen.getByRole("navigation", { name: "Breadcrumb" });
    expect(within(crumbs).getByRole("link", { name: "Home" })).toHaveAttribute(
      "href",
      "/my-dashboard",
    );
  });

  it("opens the user menu with the spec's entries and the role with its sub-role count", async () => {
    const { user } = await renderApp({ user: "manager@demo.test", url: "/dashboard" });
    expect(await screen.findByTestId("user-role")).toHaveTextContent("Store Manager (1)");
    await user.click(screen.getByRole("button", { name: /User menu/ }));
    const items = (await screen.findAllByRole("menuitem")).map((item) => item.textContent);
    // The manager lacks ROLE_AND_ACCESS: no Sync Data.
    expect(items).toEqual(
      expect.arrayContaining([
        "My Profile",
        "Contacts",
        "My Active Sessions",
        "Change Password",
        "Reset demo data",
        "Logout",
      ]),
    );
    expect(items).not.toContain("Sync Data");
    await user.click(screen.getByRole("menuitem", { name: /My Profile/ }));
    await waitFor(() => expect(currentUrl()).toBe("/my-profile"));
  });

  it("offers Sync Data to a user with ROLE_AND_ACCESS, and Reset demo data resets and reloads", async () => {
    const reload = vi.spyOn(pageReload, "reload").mockImplementation(() => undefined);
    const calls: string[] = [];
    server.events.on("request:start", ({ request }) =>
      calls.push(`${request.method} ${new URL(request.url).pathname}`),
    );
    const { user } = await renderApp({ user: "admin@demo.test", url: "/dashboard" });
    await user.click(await screen.findByRole("button", { name: /User menu/ }));
    expect(await screen.findByRole("menuitem", { name: /Sync Data/ })).toBeInTheDocument();
    await user.click(screen.getByRole("menuitem", { name: /Reset demo data/ }));
    await user.click(await screen.findByRole("button", { name: "Reset" }));
    await waitFor(() => expect(reload).toHaveBeenCalled());
    expect(calls).toContain("POST /api/demo/reset");
    server.events.removeAllListeners();
    reload.mockRestore();
  });

  it("switches the whole UI to Bahasa Indonesia without a reload and stores the choice", async () => {
    const { user } = await renderApp({ user: "admin@demo.test", url: "/dashboard" });
    await within(await nav()).findByText("Dashboard");
    await user.click(screen.getByRole("button", { name: "EN – Language: English" }));
    await user.click(await screen.findByRole("menuitem", { name: "Bahasa Indonesia" }));
    const menu = await screen.findByRole("menu", { name: "Menu utama" });
    expect(await within(menu).findByText("Dasbor")).toBeInTheDocument();
    expect(screen.getByTestId("welcome-line")).toHaveTextContent("Selamat datang, Alice");
    expect(localStorage.getItem(config.storageKeys.language)).toBe("id");
    expect(document.cookie).toContain("i18next=id");
  });
});

describe("the signed-in shell on a phone", () => {
  useViewport(375);

  it("keeps the sidebar in a drawer that the menu button shows and hides", async () => {
    const { user } = await renderApp({ user: "admin@demo.test", url: "/dashboard" });
    expect(await screen.findByText(/Good (morning|afternoon|evening), Alice/)).toBeInTheDocument();
    expect(screen.queryByRole("menu", { name: "Main menu" })).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Open menu" }));
    const menu = await nav();
    await user.click(within(menu).getByText("Dashboard"));
    await waitFor(() =>
      expect(screen.queryByRole("menu", { name: "Main menu" })).not.toBeInTheDocument(),
    );
    await waitFor(() => expect(currentUrl()).toBe("/dashboard"));
  });

  it("asks the sidebar checker without the drawer being opened", async () => {
    server.use(
      http.get("*/api/backoffice-sidebar-checker", () =>
        HttpResponse.json({ code: "success", message: "OK", payload: { dashboard: 7 } }),
      ),
    );
    await renderApp({ user: "admin@demo.test", url: "/dashboard" });
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem(config.storageKeys.sidebarCheck) ?? "{}")).toEqual({
        dashboard: 7,
      }),
    );
    expect(screen.queryByRole("menu", { name: "Main menu" })).not.toBeInTheDocument();
  });
});
