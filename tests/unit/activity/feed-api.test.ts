import { db } from "@/mocks/node";
import { api, signIn } from "../mocks/api";

/** The activity feed's filters, answered by the demo API on `GET /change-logs` (server-side). */
describe("the feed of every change, filtered on the server", () => {
  it("finds a price change by staff member, area, kind of change and period", async () => {
    const token = await signIn("admin@demo.test");
    const product = db.products.all()[0]!;
    const start = new Date(Date.now() - 1000).toISOString();
    const updated = await api("PATCH", `/products/${product.productId}`, {
      token,
      body: { price: product.price + 10_000, updatedAt: product.updatedAt },
    });
    expect(updated.status).toBe(200);

    const feed = (query: string) =>
      api("GET", `/change-logs?_sort=createdAt&_order=desc&${query}`, { token });
    const found = await feed(
      `area=PRODUCT&changedBy.userId=usr-admin&action=UPDATE&createdAt_gte=${start}`,
    );
    expect(found.status).toBe(200);
    expect(found.payload.count).toBe(1);
    expect(found.payload.results[0]).toMatchObject({
      entity: "product",
      entityId: product.productId,
      changes: [{ field: "price", before: product.price, after: product.price + 10_000 }],
    });

    const otherArea = await feed(`area=VOUCHER&createdAt_gte=${start}`);
    expect(otherArea.payload.count).toBe(0);
    const otherKind = await feed(`area=PRODUCT&action=CREATE&createdAt_gte=${start}`);
    expect(otherKind.payload.count).toBe(0);
    const later = await feed(
      `area=PRODUCT&createdAt_gte=${new Date(Date.now() + 60_000).toISOString()}`,
    );
    expect(later.payload.count).toBe(0);
  });

  it("is refused without ACTIVITY.LIST, naming the missing code", async () => {
    const catalog = await signIn("catalog@demo.test");
    for (const path of ["/change-logs", "/change-logs/authors", "/change-logs/kinds"]) {
      const refused = await api("GET", path, { token: catalog });
      expect(refused.status).toBe(403);
      expect(refused.message).toContain("ACTIVITY.LIST");
    }
    // One entity's log still needs only that entity's own permission.
    const products = await api("GET", "/change-logs?entity=product", { token: catalog });
    expect(products.status).toBe(200);
  });

  it("never shows an area the user may not read, even when asked for it", async () => {
    giveCatalogTheFeed();
    const catalog = await signIn("catalog@demo.test");
    expect(db.changeLogs.all().some((row) => row.entity === "transaction")).toBe(true);
    const asked = await api("GET", "/change-logs?area=TRANSACTION", { token: catalog });
    expect(asked.status).toBe(200);
    expect(asked.payload.count).toBe(0);
    const kinds = await api("GET", "/change-logs/kinds", { token: catalog });
    const offered = kinds.payload.results.map((row: { entity: string }) => row.entity);
    expect(offered).toContain("product");
    expect(offered).not.toContain("transaction");
  });
});

/** The catalogue staff's role with the feed's permission added (the demo data is reset after each test). */
function giveCatalogTheFeed() {
  const role = db.roles.all().find((row) => row.roleName === "Catalog Staff")!;
  db.roles.update(role.roleId, { permissions: [...role.permissions, "ACTIVITY.LIST"] });
}

describe("the feed's staff filter", () => {
  it("lists who wrote the entries the user may read, across every area", async () => {
    giveCatalogTheFeed();
    const token = await signIn("catalog@demo.test");
    const answer = await api("GET", "/change-logs/authors", { token });
    expect(answer.status).toBe(200);
    const readableAuthors = new Set(
      (await api("GET", "/change-logs?_end=100000", { token })).payload.results.map(
        (row: { changedBy: { userId: string } }) => row.changedBy.userId,
      ),
    );
    const ids = answer.payload.results.map((row: { userId: string }) => row.userId);
    expect(ids.length).toBeGreaterThan(0);
    expect(new Set(ids)).toEqual(readableAuthors);
  });
});
