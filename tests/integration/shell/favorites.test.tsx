import { configure, screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { getFavoriteMenus } from "@providers/data/api";
import { server } from "@/mocks/node";
import { currentUrl, renderApp } from "@tests/helpers/render-app";
import { useViewport } from "./viewport";
import { errorAnswer } from "@tests/helpers/error-answer";

configure({ asyncUtilTimeout: 8000 });

const tabs = () => screen.findByRole("navigation", { name: "Favorite menus" });
const patches: { path: string; body: unknown }[] = [];

describe("favorite menus", () => {
  useViewport(1440);

  beforeEach(() => {
    patches.length = 0;
    server.events.on("request:start", async ({ request }) => {
      if (request.method === "PATCH")
        patches.push({ path: new URL(request.url).pathname, body: await request.clone().json() });
    });
  });
  afterEach(() => server.events.removeAllListeners());

  it("shows the user's favorites as tabs that open their page", async () => {
    const { user } = await renderApp({ user: "admin@demo.test", url: "/dashboard" });
    const nav = await tabs();
    const product = await within(nav).findByRole("link", { name: "Product" });
    expect(within(nav).getByRole("link", { name: "Transaction" })).toHaveAttribute(
      "href",
      "/transactions",
    );
    expect(product).toHaveAttribute("href", "/products");
    await user.click(within(nav).getByRole("link", { name: "Transaction" }));
    // The list then writes its page and size into the URL.
    await waitFor(() => expect(currentUrl().split("?")[0]).toBe("/transactions"));
  });

  it("the star adds the current page, and a second click removes it", async () => {
    const { user } = await renderApp({ user: "admin@demo.test", url: "/dashboard" });
    await user.click(await screen.findByRole("button", { name: "Add to favorite menus" }));
    expect(await screen.findByText("Successfully Add Menu")).toBeInTheDocument();
    expect(
      await within(await tabs()).findByRole("link", { name: "Dashboard" }),
    ).toBeInTheDocument();
    expect(patches).toEqual([
      { path: "/api/favorite-menus/me/add-menu", body: { key: "/dashboard", menu: "Dashboard" } },
    ]);

    await user.click(await screen.findByRole("button", { name: "Remove from favorite menus" }));
    await waitFor(() =>
      expect(
        within(screen.getByRole("navigation", { name: "Favorite menus" })).queryByRole("link", {
          name: "Dashboard",
        }),
      ).not.toBeInTheDocument(),
    );
    expect(patches[1]).toEqual({
      path: "/api/favorite-menus/me/delete-menu",
      body: { key: "/dashboard" },
    });
    expect((await getFavoriteMenus()).menus.map((menu) => menu.key)).toEqual([
      "/products",
      "/transactions",
    ]);
  });

  it("refuses to add when the favorites are full, without calling the server", async () => {
    const full = Array.from({ length: 6 }, (_, index) => ({
      key: `/page-${index}`,
      menu: `Page ${index}`,
    }));
    server.use(
      http.get("*/api/favorite-menus/me", () =>
        HttpResponse.json({ code: "success", message: "OK", payload: { menus: full } }),
      ),
    );
    const { user } = await renderApp({ user: "admin@demo.test", url: "/dashboard" });
    await within(await tabs()).findByText("Page 5");
    await user.click(await screen.findByRole("button", { name: "Add to favorite menus" }));
    expect(await screen.findByText("Favorite menu is already full")).toBeInTheDocument();
    expect(patches).toEqual([]);
  });

  it("removes a favorite from its tab", async () => {
    const { user } = await renderApp({ user: "admin@demo.test", url: "/dashboard" });
    const nav = await tabs();
    await within(nav).findByRole("link", { name: "Product" });
    await user.click(within(nav).getByLabelText("Remove Product from favorite menus"));
    await waitFor(() =>
      expect(within(nav).queryByRole("link", { name: "Product" })).not.toBeInTheDocument(),
    );
    expect(patches).toEqual([
      { path: "/api/favorite-menus/me/delete-menu", body: { key: "/products" } },
    ]);
  });

  it("shows the server's message when a favorite call fails", async () => {
    server.use(
      http.patch("*/api/favorite-menus/me/add-menu", () =>
        errorAnswer(409, "conflict", "This menu is already in your favorites."),
      ),
    );
    const { user } = await renderApp({ user: "admin@demo.test", url: "/dashboard" });
    await user.click(await screen.findByRole("button", { name: "Add to favorite menus" }));
    expect(await screen.findByText("This menu is already in your favorites.")).toBeInTheDocument();
  });

  it("the Add Menu dialog needs a choice, then adds each chosen menu with one call", async () => {
    const { user } = await renderApp({ user: "admin@demo.test", url: "/dashboard" });
    await user.click(await screen.findByRole("button", { name: "Add Menu" }));
    const dialog = await screen.findByRole("dialog", { name: "Add Menu" });
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await within(dialog).findByText("Please enter Menu")).toBeInTheDocument();

    // Only menus the user may open are offered.
    await user.click(within(dialog).getByText("Dashboard"));
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Successfully Add Menu")).toBeInTheDocument();
    expect(patches).toEqual([
      { path: "/api/favorite-menus/me/add-menu", body: { key: "/dashboard", menu: "Dashboard" } },
    ]);
    expect(
      await within(await tabs()).findByRole("link", { name: "Dashboard" }),
    ).toBeInTheDocument();
  });

  it("keeps the picks of every search, counts down what is left, and holds the limit", async () => {
    const { user } = await renderApp({ user: "admin@demo.test", url: "/dashboard" });
    await user.click(await screen.findByRole("button", { name: "Add Menu" }));
    const dialog = await screen.findByRole("dialog", { name: "Add Menu" });
    const left = Number(/You can add (\d+) more/.exec(dialog.textContent ?? "")?.[1]);
    expect(left).toBeGreaterThanOrEqual(2);
    const hint = (count: number) =>
      within(dialog).findByText(
        `Choose the menus to pin in the header. You can add ${count} more.`,
      );
    expect(await hint(left)).toBeInTheDocument();
    const search = within(dialog).getByRole("searchbox", { name: "Search menu" });

    await user.type(search, "Voucher");
    await user.click(await within(dialog).findByText("Voucher"));
    expect(await hint(left - 1)).toBeInTheDocument();
    await user.clear(search);
    await user.type(search, "Brand");
    await user.click(await within(dialog).findByText("Brand"));
    expect(await hint(left - 2)).toBeInTheDocument();
    await user.clear(search);
    // Both picks are still ticked once every menu shows again.
    const ticked = () =>
      [...dialog.querySelectorAll(".ant-tree-treenode-checkbox-checked")].map(
        (node) => node.textContent,
      );
    await waitFor(() => expect(ticked()).toEqual(expect.arrayContaining(["Voucher", "Brand"])));

    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Successfully Add Menu")).toBeInTheDocument();
    expect(patches.map((patch) => patch.body)).toEqual([
      { key: "/brands", menu: "Brand" },
      { key: "/vouchers", menu: "Voucher" },
    ]);
  });

  it("offers no more picks once as many as fit are picked", async () => {
    server.use(
      http.get("*/favorite-menus/me", () =>
        HttpResponse.json({
          code: "success",
          message: "OK",
          payload: {
            menus: ["/stores", "/brands", "/vouchers", "/loyalty", "/rewards"].map((key) => ({
              key,
              menu: key.slice(1),
            })),
          },
        }),
      ),
    );
    const { user } = await renderApp({ user: "admin@demo.test", url: "/dashboard" });
    await user.click(await screen.findByRole("button", { name: "Add Menu" }));
    const dialog = await screen.findByRole("dialog", { name: "Add Menu" });
    await user.click(await within(dialog).findByText("Product"));
    expect(
      await within(dialog).findByText("Choose the menus to pin in the header. You can add 0 more."),
    ).toBeInTheDocument();
    // Every other menu is offered no more: its checkbox is disabled.
    const entries = [...dialog.querySelectorAll(".ant-tree-treenode")].filter(
      (node) => node.textContent === "Dashboard" || node.textContent === "Store",
    );
    expect(entries).toHaveLength(2);
    for (const entry of entries)
      expect(entry.querySelector(".ant-tree-checkbox")).toHaveClass("ant-tree-checkbox-disabled");
  });
});
