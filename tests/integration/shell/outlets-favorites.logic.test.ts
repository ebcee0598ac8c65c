import { http, HttpResponse } from "msw";
import { authProvider } from "@providers/auth";
import type { OutletStore as Store } from "@providers/data/api";
import { server } from "@/mocks/node";
import { config } from "@/config";
import {
  globalFilterStore,
  isFresh,
  loadOutlets,
  pickStore,
  selectionFor,
  selectStore,
} from "@/hooks/use-global-filter";
import { favoriteToggle, remainingSlots } from "@/layout/header/favorites";
import { addMenuTree, chosenEntries, selectionProblem } from "@/layout/header/add-menu-tree";
import en from "@locales/en/translation.json";
import type { MenuNode } from "@/hooks/use-menu-tree";
import { errorAnswer } from "@tests/helpers/error-answer";

const store = (storeId: string, companyBrandId = "brd-1"): Store => ({
  storeId,
  storeName: `Store ${storeId}`,
  companyBrandId,
});

describe("outlet selection (spec 4)", () => {
  it("keeps the saved store, else takes the only store, otherwise the first", () => {
    const stores = [store("a"), store("b", "brd-2")];
    expect(pickStore(stores, "b")?.storeId).toBe("b");
    expect(pickStore(stores, "gone")?.storeId).toBe("a");
    expect(pickStore([store("only")], undefined)?.storeId).toBe("only");
    expect(pickStore([], "a")).toBeUndefined();
  });

  it("derives the brand from the store", () => {
    const selection = selectionFor(store("b", "brd-2"), [
      { brandId: "brd-1", brandName: "Optik Prima" },
      { brandId: "brd-2", brandName: "Kacamata Nusantara" },
    ]);
    expect(selection).toMatchObject({
      storeId: "b",
      brandId: "brd-2",
      brandDetail: { brandName: "Kacamata Nusantara" },
    });
  });

  it("counts data fetched under 3 minutes ago as fresh", () => {
    const filter = { brands: [], stores: [store("a")], lastFetchedAt: 1_000_000, sub: false };
    expect(isFresh(filter, false, 1_000_000 + config.ui.outletCacheMs - 1)).toBe(true);
    expect(isFresh(filter, false, 1_000_000 + config.ui.outletCacheMs)).toBe(false);
    expect(isFresh(filter, true, 1_000_001)).toBe(false); // other app's lists
  });
});

describe("loading outlets from the API", () => {
  const paths: string[] = [];
  const listener = ({ request }: { request: Request }) => paths.push(new URL(request.url).pathname);

  beforeEach(async () => {
    paths.length = 0;
    server.events.on("request:start", listener);
    await authProvider.login({ email: "manager@demo.test", password: "Demo1234!" });
  });
  afterEach(() => server.events.removeListener("request:start", listener));

  it("fetches product/brands and stores, picks the first store, and reuses them for 3 minutes", async () => {
    let now = 10_000_000;
    expect(await loadOutlets(false, { now: () => now })).toBe("loaded");
    expect(paths).toEqual(expect.arrayContaining(["/api/product/brands", "/api/stores"]));
    const first = globalFilterStore.get();
    expect(first.storeId).toBe(first.stores[0]!.storeId);
    expect(first.brandId).toBe(first.stores[0]!.companyBrandId);
    expect(localStorage.getItem(config.storageKeys.globalFilter)).toContain(first.storeId!);

    paths.length = 0;
    now += config.ui.outletCacheMs - 1_000;
    expect(await loadOutlets(false, { now: () => now })).toBe("cached");
    expect(paths).toEqual([]);

    // A chosen store is kept across a refetch.
    const other = first.stores[3]!;
    selectStore(other.storeId);
    now += 2_000;
    expect(await loadOutlets(false, { now: () => now })).toBe("loaded");
    expect(paths.length).toBe(2);
    expect(globalFilterStore.get().storeId).toBe(other.storeId);
  });

  it("uses my-brands and my-stores in the sub app", async () => {
    await loadOutlets(true, { force: true });
    expect(paths).toEqual(expect.arrayContaining(["/api/my-brands", "/api/my-stores"]));
    expect(globalFilterStore.get().stores.length).toBeGreaterThan(0);
  });

  it("reports empty data and rejects on a failed call", async () => {
    server.use(
      http.get("*/api/my-stores", () =>
        HttpResponse.json({ code: "success", message: "OK", payload: { results: [], count: 0 } }),
      ),
    );
    expect(await loadOutlets(true, { force: true })).toBe("empty");
    server.use(http.get("*/api/stores", () => errorAnswer(500, "server_error", "Stores are down")));
    await expect(loadOutlets(false, { force: true })).rejects.toThrow("Stores are down");
  });
});

describe("favorite toggle and limits (spec 4, 5)", () => {
  const menus = (n: number) =>
    Array.from({ length: n }, (_, index) => ({ key: `/m${index}`, menu: `M${index}` }));

  it("removes a present favorite, adds a new one, refuses when full", () => {
    expect(favoriteToggle(menus(2), "/m1", 6)).toBe("remove");
    expect(favoriteToggle(menus(2), "/new", 6)).toBe("add");
    expect(favoriteToggle(menus(6), "/new", 6)).toBe("full");
    expect(favoriteToggle(menus(6), "/m5", 6)).toBe("remove");
    expect(remainingSlots(menus(4), 6)).toBe(2);
    expect(remainingSlots(menus(7), 6)).toBe(0);
  });

  const entry = (key: string, label: string): MenuNode => ({
    key,
    name: key.slice(1),
    route: key,
    label,
    isGroup: false,
    children: [],
  });
  const tree: MenuNode[] = [
    entry("/dashboard", "Dashboard"),
    {
      key: "ecommerce-group",
      name: "ecommerce-group",
      label: "E-COMMERCE",
      isGroup: true,
      children: [entry("/stores", "Store"), entry("/products", "Product")],
    },
  ];

  it("Add Menu tree: groups selectable in add mode; in search mode only the dashboard is a selectable top-level entry", () => {
    const add = addMenuTree(tree, "", new Set(["/products"]));
    expect(add.map((node) => [node.key, node.checkable])).toEqual([
      ["/dashboard", true],
      ["ecommerce-group", true],
    ]);
    expect(add[1]!.children!.find((child) => child.key === "/products")?.disableCheckbox).toBe(
      true,
    );
    // Unavailable as a whole for assistive technology too (its title is greyed out).
    expect(add[1]!.children!.find((child) => child.key === "/products")?.["aria-disabled"]).toBe(
      true,
    );
    expect(add[1]!.children!.find((child) => child.key === "/stores")?.["aria-disabled"]).toBe(
      undefined,
    );

    const search = addMenuTree(tree, "o", new Set());
    expect(search.map((node) => [node.key, node.checkable])).toEqual([
      ["/dashboard", true],
      ["ecommerce-group", false],
    ]);
    expect(search[1]!.children!.map((child) => child.key)).toEqual(["/stores", "/products"]);
    expect(addMenuTree(tree, "stor", new Set())[0]!.children!.map((child) => child.key)).toEqual([
      "/stores",
    ]);
  });

  it("counts only new entries as chosen (groups and existing favorites dropped)", () => {
    const entries = [tree[0]!, ...tree[1]!.children];
    expect(
      chosenEntries(
        entries,
        ["ecommerce-group", "/stores", "/products"],
        new Set(["/products"]),
      ).map((e) => e.key),
    ).toEqual(["/stores"]);
  });

  it("limits the Add Menu selection to the free places: 'You can only select a maximum of {n} menus.'", () => {
    expect(selectionProblem(3, 2)).toEqual({ key: "shell.favorites.maximum", n: 2 });
    expect(selectionProblem(2, 2)).toBeUndefined();
    expect(selectionProblem(7, 6)).toEqual({ key: "shell.favorites.maximum", n: 6 });
    expect(selectionProblem(1, 0)).toEqual({ key: "shell.favorites.full" });
    expect(en.shell.favorites.maximum).toBe("You can only select a maximum of {{n}} menus.");
    expect(en.shell.favorites.full).toBe("Favorite menu is already full");
  });
});
