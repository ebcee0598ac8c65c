import { config } from "@/config";
import { api, signIn } from "./api";

describe("demo API: shell", () => {
  it("sidebar checker answers badge values keyed by route name", async () => {
    const token = await signIn("admin@demo.test");
    const answer = await api("GET", "/backoffice-sidebar-checker", { token });
    expect(answer.status).toBe(200);
    expect(Object.keys(answer.payload)).toEqual(
      expect.arrayContaining(["products", "transactions", "wallet-points", "vouchers"]),
    );
    // The catalogue's entry shows its badge on the demo: the products still in draft.
    expect(answer.payload.products).toBeGreaterThan(0);
    for (const value of Object.values(answer.payload))
      expect(["number", "boolean"]).toContain(typeof value);
    expect((await api("GET", "/backoffice-sidebar-checker")).status).toBe(401);
  });

  it("notifications: the user's own, some unread and some today; mark one and mark all", async () => {
    const token = await signIn("admin@demo.test");
    const list = await api("GET", "/my-notifications?platform=cms&platform=web", { token });
    const items: {
      id: string;
      receiverUserId: string;
      readByUserAt: string | null;
      createdAt: string;
    }[] = list.payload.results;
    expect(items.length).toBeGreaterThan(5);
    expect(items.every((item) => item.receiverUserId === "usr-admin")).toBe(true);
    const unread = items.filter((item) => !item.readByUserAt);
    expect(unread.length).toBeGreaterThan(1);
    const today = new Date().toDateString();
    expect(items.some((item) => new Date(item.createdAt).toDateString() === today)).toBe(true);
    expect(items.map((item) => item.createdAt)).toEqual(
      [...items.map((item) => item.createdAt)].sort().reverse(),
    );

    const one = await api("PATCH", "/my-notifications/mark-as-read", {
      token,
      body: { notificationIds: [unread[0]!.id], receiverUserId: "usr-admin" },
    });
    expect(one.status).toBe(200);
    const after = (await api("GET", "/my-notifications", { token })).payload.results;
    expect(
      after.find((item: { id: string }) => item.id === unread[0]!.id).readByUserAt,
    ).toBeTruthy();

    const missing = await api("PATCH", "/my-notifications/mark-as-read", {
      token,
      body: { notificationIds: [unread[1]!.id] },
    });
    expect(missing.status).toBe(422);
    expect(missing.payload.errors.receiverUserId).toBeDefined();
    const other = await api("PATCH", "/my-notifications/mark-all-as-read", {
      token,
      body: { receiverUserId: "usr-catalog" },
    });
    expect(other.status).toBe(403);

    const all = await api("PATCH", "/my-notifications/mark-all-as-read", {
      token,
      body: { receiverUserId: "usr-admin" },
    });
    expect(all.status).toBe(200);
    const none = (await api("GET", "/my-notifications", { token })).payload.results.filter(
      (item: { readByUserAt: string | null }) => !item.readByUserAt,
    );
    expect(none).toEqual([]);
  });

  it("favorite menus: add, refuse duplicates and a full list, delete", async () => {
    const token = await signIn("manager@demo.test");
    expect((await api("GET", "/favorite-menus/me", { token })).payload).toEqual({ menus: [] });
    const added = await api("PATCH", "/favorite-menus/me/add-menu", {
      token,
      body: { key: "/stores", menu: "Store" },
    });
    expect(added.payload.menus).toEqual([{ key: "/stores", menu: "Store" }]);
    expect(
      (
        await api("PATCH", "/favorite-menus/me/add-menu", {
          token,
          body: { key: "/stores", menu: "Store" },
        })
      ).status,
    ).toBe(409);
    expect(
      (await api("PATCH", "/favorite-menus/me/add-menu", { token, body: { key: "" } })).status,
    ).toBe(422);
    for (let i = 1; i < config.ui.maxFavoriteMenus; i++) {
      await api("PATCH", "/favorite-menus/me/add-menu", {
        token,
        body: { key: `/page-${i}`, menu: `Page ${i}` },
      });
    }
    const full = await api("PATCH", "/favorite-menus/me/add-menu", {
      token,
      body: { key: "/one-more", menu: "One more" },
    });
    expect(full.status).toBe(422);
    expect(full.message).toBe("Favorite menu is already full");
    const removed = await api("PATCH", "/favorite-menus/me/delete-menu", {
      token,
      body: { key: "/stores" },
    });
    expect(removed.payload.menus.map((item: { key: string }) => item.key)).not.toContain("/stores");
    expect((await api("GET", "/favorite-menus/me", { token })).payload.menus).toHaveLength(
      config.ui.maxFavoriteMenus - 1,
    );
  });

  it("outlets: brands and stores lists, and the sub app's own brands and stores", async () => {
    const token = await signIn("subadmin@demo.test");
    const brands = (await api("GET", "/product/brands", { token })).payload.results;
    expect(brands.length).toBeGreaterThanOrEqual(3);
    expect(brands[0]).toEqual(
      expect.objectContaining({ brandId: expect.any(String), brandName: expect.any(String) }),
    );
    const stores = (await api("GET", "/stores", { token })).payload.results;
    expect(stores.length).toBeGreaterThanOrEqual(12);
    expect(stores[0]).toEqual(
      expect.objectContaining({
        storeId: expect.any(String),
        storeName: expect.any(String),
        companyBrandId: expect.any(String),
      }),
    );
    const myBrands = (await api("GET", "/my-brands", { token })).payload.results;
    expect(myBrands.map((brand: { brandName: string }) => brand.brandName)).toEqual([
      "Kacamata Nusantara",
      "Lensa Jaya",
    ]);
    const myStores = (await api("GET", "/my-stores", { token })).payload.results;
    expect(myStores.length).toBe(5);
    const none = await api("GET", "/my-stores", { token: await signIn("nosub@demo.test") });
    expect(none.payload.results).toEqual([]);
  });
});
