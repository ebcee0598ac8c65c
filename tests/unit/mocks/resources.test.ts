import { db } from "@/mocks/node";
import { defaultSpecifications } from "@resources/catalogue/demo/specifications";
import { TRANSACTION_STATUSES } from "@resources/transactions/schema/transaction-rules";
import { api, signIn } from "./api";

describe("demo API: resource lists", () => {
  it("pages, counts, sorts by several fields, filters and searches products", async () => {
    const token = await signIn("admin@demo.test");
    const page = await api("GET", "/products?_start=0&_end=20", { token });
    expect(page.status).toBe(200);
    expect(page.payload.results).toHaveLength(20);
    expect(page.payload.count).toBe(200);
    const createdAt = page.payload.results.map((item: { createdAt: string }) => item.createdAt);
    expect(createdAt).toEqual([...createdAt].sort().reverse());

    const sorted = await api(
      "GET",
      "/products?_start=0&_end=200&_sort=productType,price&_order=asc,desc",
      { token },
    );
    const rows: { productType: string; price: number }[] = sorted.payload.results;
    for (let i = 1; i < rows.length; i++) {
      const a = rows[i - 1]!;
      const b = rows[i]!;
      expect(a.productType <= b.productType).toBe(true);
      if (a.productType === b.productType) expect(a.price).toBeGreaterThanOrEqual(b.price);
    }

    const lenses = await api(
      "GET",
      "/products?productType=LENSA&productType=FRAME&price_gte=500000&price_lte=1000000&_end=500",
      { token },
    );
    expect(lenses.payload.count).toBeGreaterThan(0);
    for (const item of lenses.payload.results) {
      expect(["LENSA", "FRAME"]).toContain(item.productType);
      expect(item.price).toBeGreaterThanOrEqual(500_000);
      expect(item.price).toBeLessThanOrEqual(1_000_000);
    }
    const notActive = await api("GET", "/products?status_ne=ACTIVE&_end=500", { token });
    expect(
      notActive.payload.results.every((item: { status: string }) => item.status !== "ACTIVE"),
    ).toBe(true);
    const like = await api("GET", "/products?productName_like=progresif&_end=500", { token });
    expect(like.payload.count).toBeGreaterThan(0);
    expect(
      like.payload.results.every((item: { productName: string }) =>
        /progresif/i.test(item.productName),
      ),
    ).toBe(true);
    const search = await api("GET", "/products?q=PRIM-FR&_end=500", { token });
    expect(search.payload.count).toBeGreaterThan(0);
    expect(
      search.payload.results.every((item: { sku: string }) => item.sku.startsWith("PRIM-FR")),
    ).toBe(true);
    const byStore = await api("GET", "/products?stocks.storeId=str-1&_end=500", { token });
    expect(
      byStore.payload.results.every((item: { stocks: { storeId: string }[] }) =>
        item.stocks.some((s) => s.storeId === "str-1"),
      ),
    ).toBe(true);
    const unknown = await api("GET", "/products?noSuchField=1&_end=5", { token });
    expect(unknown.payload.count).toBe(200);
  });

  it("seeds realistic data: brand codes, 12 stores, valid LENSA ranges, transactions in every status", async () => {
    const token = await signIn("admin@demo.test");
    const brands = (await api("GET", "/product/brands", { token })).payload.results;
    expect(brands.map((brand: { brandCode: string }) => brand.brandCode)).toEqual(
      expect.arrayContaining(["PRIM", "NUSA", "LJAY"]),
    );
    expect((await api("GET", "/stores", { token })).payload.count).toBe(12);
    const lenses = (await api("GET", "/products?productType=LENSA", { token })).payload.results;
    for (const lens of lenses) {
      const spec = (key: string) =>
        lens.specifications.find((item: { key: string }) => item.key === key).value;
      expect(spec("sph_minus").min).toBeGreaterThanOrEqual(-10);
      expect(spec("sph_plus").max).toBeLessThanOrEqual(10);
      expect(spec("addition").max).toBeLessThanOrEqual(3);
    }
    const trx = await api("GET", "/transactions?_end=1", { token });
    expect(trx.payload.count).toBe(2000);
    // Every status is seeded at least once.
    for (const status of TRANSACTION_STATUSES) {
      expect(
        (await api("GET", `/transactions?status=${status}&_end=1`, { token })).payload.count,
      ).toBeGreaterThan(0);
    }
    const customers = await api("GET", "/users?userType=CUSTOMER&_end=1", { token });
    expect(customers.payload.count).toBeGreaterThanOrEqual(500);
  });
});

describe("demo API: resource writes", () => {
  const lensa = {
    productName: "Lensa Test Progresif 1.60",
    sku: "LJAY-LN-TEST1",
    productType: "LENSA",
    brandId: "brd-3",
    price: 1_200_000,
    status: "ACTIVE",
    specifications: defaultSpecifications("LENSA", {
      personalization: "Work",
      sph_minus: { min: -8, max: 0 },
      sph_plus: { min: 0, max: 6 },
      cyl_minus: { min: -4, max: 0 },
      addition: { min: 0.75, max: 3 },
    }),
  };

  it("refuses a LENSA product whose required ranges are empty", async () => {
    const token = await signIn("catalog@demo.test");
    const answer = await api("POST", "/products", {
      token,
      body: { ...lensa, sku: "LJAY-LN-EMPTY", specifications: undefined },
    });
    expect(answer.status).toBe(422);
    expect(answer.payload.errors).toMatchObject({
      "specifications.4.value": "SPH minus is required.",
    });
  });

  it("creates a product with default specifications, updates it, archives, deletes; change logs follow", async () => {
    const token = await signIn("catalog@demo.test");
    const created = await api("POST", "/products", { token, body: lensa });
    expect(created.status).toBe(201);
    const product = created.payload;
    expect(product.productId).toBeTruthy();
    expect(product.specifications.map((spec: { key: string }) => spec.key)).toEqual([
      "warranty",
      "lens_type",
      "personalization",
      "age",
      "sph_minus",
      "sph_plus",
      "cyl_minus",
      "power_combination_type",
      "power_combination",
      "addition",
    ]);
    expect(
      (await api("GET", `/products/${product.productId}`, { token })).payload.productName,
    ).toBe(lensa.productName);

    const specifications = product.specifications.map((spec: { key: string; value: unknown }) =>
      spec.key === "sph_minus" ? { ...spec, value: { min: -6, max: 0 } } : spec,
    );
    const updated = await api("PATCH", `/products/${product.productId}`, {
      token,
      body: { specifications, price: 1_100_000 },
    });
    expect(updated.status).toBe(200);
    expect(updated.payload.price).toBe(1_100_000);

    const logs = await api("GET", `/products/${product.productId}/change-logs`, { token });
    expect(logs.payload.results.map((log: { action: string }) => log.action)).toEqual([
      "UPDATE",
      "CREATE",
    ]);
    const update = logs.payload.results[0];
    expect(update.changedBy).toEqual({
      userId: "usr-catalog",
      name: "Citra Katalog",
      role: db.roles.get(db.users.get("usr-catalog")!.roleId)!.roleName,
    });
    // How each changed field reads: the schema's label and kind.
    expect(update.fields.price).toEqual({
      label: "catalogue:products.fields.price",
      kind: "money",
    });
    expect(update.changes).toEqual(
      expect.arrayContaining([{ field: "price", before: 1_200_000, after: 1_100_000 }]),
    );
    expect(update.changes.map((change: { field: string }) => change.field).sort()).toEqual([
      "price",
      "specifications",
    ]);

    const admin = await signIn("admin@demo.test");
    const archived = await api("PATCH", `/products/${product.productId}/archive`, { token: admin });
    expect(archived.payload.isArchived).toBe(true);
    const visible = await api("GET", `/products?q=${encodeURIComponent(lensa.sku)}`, {
      token: admin,
    });
    expect(visible.payload.count).toBe(0);
    const inArchive = await api(
      "GET",
      `/products?isArchived=true&q=${encodeURIComponent(lensa.sku)}`,
      { token: admin },
    );
    expect(inArchive.payload.count).toBe(1);
    const deleted = await api("DELETE", `/products/${product.productId}`, { token: admin });
    expect(deleted.payload).toEqual({ id: product.productId });
    expect((await api("GET", `/products/${product.productId}`, { token: admin })).status).toBe(404);
    const all = await api("GET", `/change-logs?entity=product&entityId=${product.productId}`, {
      token: admin,
    });
    expect(all.payload.results.map((log: { action: string }) => log.action)).toEqual([
      "DELETE",
      "ARCHIVE",
      "UPDATE",
      "CREATE",
    ]);
  });

  it("answers 422 with field errors: required fields, duplicate SKU, LENSA range bounds and min > max", async () => {
    const token = await signIn("catalog@demo.test");
    const empty = await api("POST", "/products", { token, body: {} });
    expect(empty.status).toBe(422);
    expect(empty.code).toBe("validation_error");
    expect(Object.keys(empty.payload.errors)).toEqual(
      expect.arrayContaining(["productName", "sku", "productType", "brandId", "price"]),
    );
    const existing = (await api("GET", "/products/prd-1", { token })).payload;
    const duplicate = await api("POST", "/products", {
      token,
      body: { ...lensa, sku: existing.sku },
    });
    expect(duplicate.payload.errors.sku).toBe("This SKU is already used.");
    const created = (await api("POST", "/products", { token, body: lensa })).payload;
    const index = created.specifications.findIndex(
      (spec: { key: string }) => spec.key === "sph_minus",
    );
    const outOfBounds = created.specifications.map((spec: { key: string }, i: number) =>
      i === index ? { ...spec, value: { min: -12, max: 0 } } : spec,
    );
    const bad = await api("PATCH", `/products/${created.productId}`, {
      token,
      body: { specifications: outOfBounds },
    });
    expect(bad.status).toBe(422);
    expect(bad.payload.errors[`specifications.${index}.value`]).toBe(
      "SPH minus minimum must be between -10 and 0.",
    );
    const reversed = created.specifications.map((spec: { key: string }, i: number) =>
      i === index ? { ...spec, value: { min: -1, max: -3 } } : spec,
    );
    const rev = await api("PATCH", `/products/${created.productId}`, {
      token,
      body: { specifications: reversed },
    });
    expect(rev.payload.errors[`specifications.${index}.value`]).toBe(
      "SPH minus: the minimum must not be greater than the maximum.",
    );
    const withoutDefault = created.specifications.filter(
      (spec: { key: string }) => spec.key !== "warranty",
    );
    const removed = await api("PATCH", `/products/${created.productId}`, {
      token,
      body: { specifications: withoutDefault },
    });
    expect(removed.payload.errors.specifications).toMatch(/cannot be removed/);
    const brand = await api("POST", "/product/brands", {
      token,
      body: { brandName: "Optik Baru", brandCode: "PRI" },
    });
    expect(brand.payload.errors.brandCode).toBe(
      "The brand code must be exactly four letters (A–Z).",
    );
    const taken = await api("POST", "/product/brands", {
      token,
      body: { brandName: "Optik Baru", brandCode: "prim" },
    });
    expect(taken.payload.errors.brandCode).toBe("This brand code is already used.");
  });

  it("answers 403 for what the role lacks and 401 without a token", async () => {
    // The catalogue staff may do everything in the catalogue, nothing outside it.
    const catalog = await signIn("catalog@demo.test");
    const voucher = await api("DELETE", "/vouchers/vch-1", { token: catalog });
    expect(voucher.status).toBe(403);
    expect(voucher.code).toBe("forbidden");
    expect(voucher.message).toMatch(/VOUCHER\.DELETE/);
    expect((await api("GET", "/transactions", { token: catalog })).status).toBe(403);
    expect((await api("GET", "/roles", { token: catalog })).status).toBe(403);
    expect((await api("PATCH", "/products/prd-1/archive", { token: catalog })).status).toBe(200);
    // A role without PRODUCT.DELETE is refused, naming the code.
    const role = db.roles.get("rol-catalog")!;
    db.roles.replace({
      ...role,
      permissions: role.permissions.filter((code) => code !== "PRODUCT.DELETE"),
    });
    const del = await api("DELETE", "/products/prd-2", { token: catalog });
    expect(del.status).toBe(403);
    expect(del.message).toMatch(/PRODUCT\.DELETE/);
    expect((await api("GET", "/products")).status).toBe(401);
    expect((await api("GET", "/products/prd-1", { token: catalog })).status).toBe(200);
    expect((await api("GET", "/products/prd-nope", { token: catalog })).status).toBe(404);
  });

  it("refuses to delete a product a bundle holds, naming the bundle", async () => {
    const token = await signIn("catalog@demo.test");
    const bundle = db.products.all().find((product) => product.bundleItems.length > 0)!;
    const itemId = bundle.bundleItems[0]!.productId;
    const refused = await api("DELETE", `/products/${itemId}`, { token });
    expect(refused.status).toBe(409);
    expect(refused.code).toBe("conflict");
    expect(refused.message).toContain(bundle.productName);
    expect(db.products.get(itemId)).toBeDefined();
    // Once out of every bundle, it can go.
    for (const holder of db.products
      .all()
      .filter((product) => product.bundleItems.some((item) => item.productId === itemId))) {
      db.products.replace({
        ...holder,
        bundleItems: holder.bundleItems.filter((item) => item.productId !== itemId),
      });
    }
    expect((await api("DELETE", `/products/${itemId}`, { token })).status).toBe(200);
  });

  it("covers the other areas: vouchers use the brand code prefix, popup banners, users by type, app configs by key", async () => {
    const token = await signIn("admin@demo.test");
    const voucher = await api("POST", "/vouchers", {
      token,
      body: {
        voucherCode: "HEMAT5",
        voucherName: "Five",
        brandId: "brd-1",
        discountType: "PERCENTAGE",
        discountValue: 5,
        quota: 10,
        startAt: "2030-01-01T00:00:00.000Z",
        endAt: "2030-02-01T00:00:00.000Z",
      },
    });
    // The code prefix is the brand's code, never typed: a sent voucherCode is dropped.
    expect(voucher.status).toBe(201);
    expect(voucher.payload.codePrefix).toBe("PRIM");
    expect(voucher.payload).not.toHaveProperty("voucherCode");
    const popup = await api("GET", "/popup-banners?_end=100", { token });
    expect(popup.payload.count).toBeGreaterThan(0);
    expect(popup.payload.results.every((banner: { isPopup: boolean }) => banner.isPopup)).toBe(
      true,
    );
    const types = new Set(
      popup.payload.results.map((banner: { bannerType: string }) => banner.bannerType),
    );
    expect([...types].sort()).toEqual(["CUSTOM", "PRODUCT", "URL", "VOUCHER"]);
    const admins = await api("GET", "/users?userType=ADMIN&_end=100", { token });
    expect(
      admins.payload.results.every(
        (user: { userType: string; role: { roleName: string } }) =>
          user.userType === "ADMIN" && user.role.roleName,
      ),
    ).toBe(true);
    const config = await api("GET", "/app-configs/TRX_CODE_PREFIX", { token });
    expect(config.payload.value).toBe("TRX");
    const bad = await api("PATCH", "/app-configs/TRX_ALLOW_ZERO_PAYMENT", {
      token,
      body: { value: "MAYBE" },
    });
    expect(bad.payload.errors.value).toMatch(/ALLOWED/);
    const loyalty = await api("POST", "/loyalty", {
      token,
      body: {
        loyaltyName: "Test",
        requirementType: "AMOUNT",
        startAt: "2030-01-01",
        endAt: "2030-02-01",
      },
    });
    expect(loyalty.payload.errors.requirementType).toBe("The requirement type is POINT only.");
    const archived = await api("GET", "/loyalty?isArchived=true", { token });
    expect(archived.payload.count).toBeGreaterThan(0);
  });

  it("wallet points: add and remove points for a customer with balance checks", async () => {
    const token = await signIn("admin@demo.test");
    const added = await api("POST", "/wallet-points/wp-1/add-point", {
      token,
      body: { points: 100, reason: "Goodwill" },
    });
    expect(added.status).toBe(201);
    const tooMany = await api("POST", "/wallet-points/wp-1/remove-point", {
      token,
      body: { points: added.payload.wallet.balance + 1, reason: "Fix" },
    });
    expect(tooMany.status).toBe(422);
    expect(tooMany.payload.errors.points).toMatch(/only/);
    const catalog = await signIn("catalog@demo.test");
    expect(
      (
        await api("POST", "/wallet-points/wp-1/add-point", {
          token: catalog,
          body: { points: 1, reason: "x" },
        })
      ).status,
    ).toBe(403);
  });
});

describe("demo API: users", () => {
  it("lists admins and customers apart, creates an admin with a password, and refuses changing one's own role", async () => {
    const token = await signIn("admin@demo.test");
    const created = await api("POST", "/users?userType=ADMIN", {
      token,
      body: {
        firstName: "Rina",
        lastName: "Wijaya",
        email: "rina@optikprima.co.id",
        roleId: "rol-marketing",
        password: "Welcome123!",
      },
    });
    expect(created.status).toBe(201);
    expect(created.payload).toMatchObject({
      name: "Rina Wijaya",
      userType: "ADMIN",
      role: { roleName: "Marketing Staff" },
    });
    expect(created.payload.password).toBeUndefined();
    expect(await signIn("rina@optikprima.co.id", "Welcome123!")).toBeTruthy();
    const duplicate = await api("POST", "/users", {
      token,
      body: {
        firstName: "X",
        email: "RINA@optikprima.co.id",
        roleId: "rol-marketing",
        password: "Welcome123!",
      },
    });
    expect(duplicate.payload.errors.email).toBe("This email is already registered.");
    const wrongList = await api("POST", "/users?userType=CUSTOMER", {
      token,
      body: {
        firstName: "Y",
        email: "y@demo.test",
        roleId: "rol-marketing",
        password: "Welcome123!",
      },
    });
    expect(wrongList.payload.errors.roleId).toBe("A customer has the customer role.");
    const own = await api("PATCH", "/users/usr-admin", { token, body: { roleId: "rol-catalog" } });
    expect(own.status).toBe(422);
    expect(own.payload.errors.roleId).toBe("You cannot change your own role.");
  });
});
