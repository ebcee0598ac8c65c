import { db } from "@/mocks/node";
import { api, signIn } from "./api";

/** The generic resource every area's demo endpoints are built on (src/mocks/lib/crud.ts). */
describe("the demo API's generic resource", () => {
  it("refuses what the schema refuses with 422 field errors, and nothing reaches the database", async () => {
    const token = await signIn("admin@demo.test");
    const before = db.brands.all().length;
    const refused = await api("POST", "/product/brands", {
      token,
      body: { brandName: "  ", brandCode: "AB1", isActive: "yes" },
    });
    expect(refused.status).toBe(422);
    expect(refused.code).toBe("validation_error");
    expect(refused.payload.errors).toEqual({
      brandName: "Brand name is required.",
      brandCode: "The brand code must be exactly four letters (A–Z).",
      isActive: "Active must be true or false.",
    });
    expect(db.brands.all()).toHaveLength(before);

    const created = await api("POST", "/product/brands", {
      token,
      body: { brandName: " Optik Baru ", brandCode: "baru", storeCount: 99, hacked: true },
    });
    expect(created.status).toBe(201);
    const stored = db.brands.get(created.payload.brandId)!;
    expect(stored).toMatchObject({
      brandName: "Optik Baru",
      brandCode: "BARU",
      isActive: true,
      // An optional field left out is no text, not an empty one.
      description: null,
    });
    expect(stored).not.toHaveProperty("hacked");
    expect(stored).not.toHaveProperty("storeCount");
    expect(created.payload.storeCount).toBe(0);
  });

  it("refuses an update carrying a stale updatedAt with 409 and changes nothing", async () => {
    const token = await signIn("catalog@demo.test");
    const store = db.stores.get("str-1")!;
    const first = await api("PATCH", "/stores/str-1", {
      token,
      body: { storeName: "Prima Kebayoran (renovated)", updatedAt: store.updatedAt },
    });
    expect(first.status).toBe(200);
    expect(first.payload.updatedAt).not.toBe(store.updatedAt);

    const stale = await api("PATCH", "/stores/str-1", {
      token,
      body: { storeName: "Someone else's name", updatedAt: store.updatedAt },
    });
    expect(stale.status).toBe(409);
    expect(stale.code).toBe("conflict");
    expect(stale.message).toMatch(/Someone else changed this record/);
    expect(db.stores.get("str-1")!.storeName).toBe("Prima Kebayoran (renovated)");

    const withoutToken = await api("PATCH", "/stores/str-1", { token, body: { isActive: false } });
    expect(withoutToken.status).toBe(200);
  });

  it("keeps fields a PATCH leaves out as they are (no create defaults)", async () => {
    const token = await signIn("catalog@demo.test");
    const brand = db.brands.get("brd-1")!;
    const answer = await api("PATCH", "/product/brands/brd-1", {
      token,
      body: { isActive: false },
    });
    expect(answer.status).toBe(200);
    expect(db.brands.get("brd-1")).toMatchObject({
      description: brand.description,
      logoUrl: brand.logoUrl,
      isActive: false,
    });
  });

  it("writes a change log for every write of any resource, readable per record", async () => {
    const token = await signIn("admin@demo.test");
    const voucher = db.vouchers.all().find((row) => !row.isArchived)!;
    const archived = await api("PATCH", `/vouchers/${voucher.voucherId}/archive`, { token });
    expect(archived.status).toBe(200);
    expect(
      (await api("GET", `/vouchers?isArchived=true&voucherId=${voucher.voucherId}`, { token }))
        .payload.count,
    ).toBe(1);
    expect(
      (await api("GET", `/vouchers?voucherId=${voucher.voucherId}`, { token })).payload.count,
    ).toBe(0);
    const log = await api("GET", `/vouchers/${voucher.voucherId}/change-logs`, { token });
    expect(log.status).toBe(200);
    expect(log.payload.results[0]).toMatchObject({
      entity: "voucher",
      entityId: voucher.voucherId,
      action: "ARCHIVE",
      changedBy: { userId: "usr-admin" },
      changes: expect.arrayContaining([{ field: "isArchived", before: false, after: true }]),
    });
    const across = await api("GET", "/change-logs?entity=voucher", { token });
    expect(across.payload.results.map((row: { entityId: string }) => row.entityId)).toContain(
      voucher.voucherId,
    );
  });
  it("writes no change-log entry for a save that changed nothing, and one for a real change", async () => {
    const token = await signIn("catalog@demo.test");
    const entries = () =>
      db.changeLogs.all().filter((row) => row.entity === "store" && row.entityId === "str-2");
    const before = entries().length;
    const store = db.stores.get("str-2")!;
    const same = await api("PATCH", "/stores/str-2", {
      token,
      body: { storeName: store.storeName, updatedAt: store.updatedAt },
    });
    expect(same.status).toBe(200);
    expect(entries()).toHaveLength(before);

    // A seeded product holds its specifications with their keys in another order than a save
    // writes them: the same data, so no change either.
    const product = db.products.all()[0]!;
    const productLog = () =>
      db.changeLogs.filter((row) => row.entity === "product" && row.entityId === product.productId);
    const logged = productLog().length;
    const resaved = await api("PATCH", `/products/${product.productId}`, {
      token,
      body: { price: product.price },
    });
    expect(resaved.status).toBe(200);
    expect(productLog()).toHaveLength(logged);

    const renamed = await api("PATCH", "/stores/str-2", {
      token,
      body: { storeName: `${store.storeName} (new)` },
    });
    expect(renamed.status).toBe(200);
    expect(entries()).toHaveLength(before + 1);
    expect(entries().at(-1)!.changes).toEqual([
      { field: "storeName", before: store.storeName, after: `${store.storeName} (new)` },
    ]);
  });
});
