import { db } from "@/mocks/node";
import { bannerArt } from "@resources/promotions/demo/banners.seed";
import { png } from "@tests/helpers/png";
import { api, signIn } from "../mocks/api";

const art = (kind: "banner" | "popup", slot: "desktop" | "mobile") =>
  bannerArt(kind, slot, "Test", "Sub", "#f27a1a", "#b34700");

const base = {
  title: "Lens week",
  desktopImageUrl: art("banner", "desktop"),
  mobileImageUrl: art("banner", "mobile"),
  platforms: ["WEB", "APP"],
  startAt: "2030-01-01T00:00:00.000Z",
  endAt: "2030-02-01T00:00:00.000Z",
};

const liveOrder = (isPopup: boolean) =>
  db.banners
    .filter((row) => row.isPopup === isPopup && !row.isArchived)
    .filter((row) => row.isActive)
    .filter((row) => Date.parse(row.startAt) <= Date.now() && Date.now() < Date.parse(row.endAt))
    .sort((a, b) => a.order - b.order)
    .map((row) => row.bannerId);

describe("the banner demo API", () => {
  it("answers each banner's status from its dates and filters by it", async () => {
    const token = await signIn("admin@demo.test");
    const all = await api("GET", "/banners?_end=100", { token });
    expect(all.status).toBe(200);
    const statuses = new Set(all.payload.results.map((row: { status: string }) => row.status));
    expect([...statuses].sort()).toEqual(["ENDED", "INACTIVE", "LIVE", "SCHEDULED"]);
    // A banner switched off is never live, whatever its dates ("Back to School" in the seed).
    for (const row of all.payload.results as { status: string; isActive: boolean }[]) {
      if (row.status === "LIVE") expect(row.isActive).toBe(true);
      if (row.status === "INACTIVE") expect(row.isActive).toBe(false);
    }
    expect(all.payload.results.every((row: { isPopup: boolean }) => !row.isPopup)).toBe(true);

    const scheduled = await api("GET", "/banners?status=SCHEDULED&_end=100", { token });
    expect(scheduled.payload.count).toBeGreaterThan(0);
    expect(scheduled.payload.count).toBeLessThan(all.payload.count);
    for (const row of scheduled.payload.results as { startAt: string; status: string }[]) {
      expect(row.status).toBe("SCHEDULED");
      expect(Date.parse(row.startAt)).toBeGreaterThan(Date.now());
    }
    const product = all.payload.results.find(
      (row: { bannerType: string }) => row.bannerType === "PRODUCT",
    );
    expect(product.targetName).toBe(db.products.get(product.productId)!.productName);
  });

  it("refuses a banner without the target of its type, a http URL and an end before the start (422 by field)", async () => {
    const token = await signIn("admin@demo.test");
    const count = db.banners.all().length;
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [{ bannerType: "PRODUCT" }, "productId", /Choose the product/],
      [{ bannerType: "PRODUCT", productId: "prd-nope" }, "productId", /existing product/],
      [{ bannerType: "VOUCHER" }, "voucherId", /Choose the voucher/],
      [{ bannerType: "URL", url: "http://example.co.id/x" }, "url", /https:\/\//],
      [{ bannerType: "CUSTOM", content: "<script>alert(1)</script>" }, "content", /required/],
      [
        { bannerType: "URL", url: "https://example.co.id", endAt: "2029-12-01T00:00:00.000Z" },
        "endAt",
        /after the start/,
      ],
      [
        { bannerType: "URL", url: "https://example.co.id", platforms: [] },
        "platforms",
        /at least one platform/,
      ],
      [
        {
          bannerType: "URL",
          url: "https://example.co.id",
          desktopImageUrl: `data:image/png;base64,${png(1200, 800).toString("base64")}`,
        },
        "desktopImageUrl",
        /1920 × 640 px .* 1200 × 800 px/,
      ],
    ];
    for (const [fields, field, message] of cases) {
      const answer = await api("POST", "/banners", { token, body: { ...base, ...fields } });
      expect(answer.status, field).toBe(422);
      expect(answer.payload.errors[field]).toMatch(message);
    }
    expect(db.banners.all()).toHaveLength(count);
  });

  it("stores CUSTOM content sanitised, keeps only the target of the type, and puts a new banner last", async () => {
    const token = await signIn("admin@demo.test");
    const last = Math.max(...db.banners.filter((row) => !row.isPopup).map((row) => row.order));
    const created = await api("POST", "/banners", {
      token,
      body: {
        ...base,
        bannerType: "CUSTOM",
        productId: "prd-1",
        content:
          '<p onclick="steal()">Hi <a href="javascript:steal()">there</a></p><script>steal()</script><img src="x" onerror="steal()">',
      },
    });
    expect(created.status).toBe(201);
    const stored = db.banners.get(created.payload.bannerId)!;
    expect(stored.content).toBe('<p>Hi <a rel="noopener noreferrer" target="_blank">there</a></p>');
    expect(stored).toMatchObject({ productId: null, isPopup: false, order: last + 1 });
    expect(created.payload.status).toBe("SCHEDULED");
  });

  it("refuses an order past its bounds (422 naming it) and keeps a banner's place when its order is sent empty (null)", async () => {
    const token = await signIn("admin@demo.test");
    const count = db.banners.all().length;
    const body = { ...base, bannerType: "URL", url: "https://example.co.id" };
    const cases: [number, string][] = [
      [0, "Order must be at least 1."],
      [10_001, "Order must be at most 10000."],
    ];
    for (const [order, message] of cases) {
      const answer = await api("POST", "/banners", { token, body: { ...body, order } });
      expect(answer.status, String(order)).toBe(422);
      expect(answer.payload.errors.order).toBe(message);
    }
    expect(db.banners.all()).toHaveLength(count);

    const { order } = db.banners.get("bnr-1")!;
    const changed = await api("PATCH", "/banners/bnr-1", {
      token,
      body: { title: "Renamed", order: null },
    });
    expect(changed.status).toBe(200);
    expect(db.banners.get("bnr-1")).toMatchObject({ title: "Renamed", order });
  });

  it("keeps popup banners on their own path with their frequency and dismiss label", async () => {
    const token = await signIn("admin@demo.test");
    const missing = await api("POST", "/popup-banners", {
      token,
      body: { ...base, bannerType: "URL", url: "https://example.co.id" },
    });
    expect(missing.status).toBe(422);
    expect(missing.payload.errors.dismissLabel).toBe("Dismiss button label is required.");
    // A banner-sized picture does not fit a popup.
    expect(missing.payload.errors.desktopImageUrl).toBeUndefined();
    const created = await api("POST", "/popup-banners", {
      token,
      body: {
        ...base,
        bannerType: "URL",
        url: "https://example.co.id",
        dismissLabel: "Maybe later",
        desktopImageUrl: art("popup", "desktop"),
        mobileImageUrl: art("popup", "mobile"),
      },
    });
    expect(created.status).toBe(201);
    expect(created.payload).toMatchObject({ isPopup: true, frequency: "ONCE_A_DAY" });
    const asBanner = await api("GET", `/banners/${created.payload.bannerId}`, { token });
    expect(asBanner.status).toBe(404);
  });

  it("reorders the live banners and refuses a list that leaves one out", async () => {
    const token = await signIn("admin@demo.test");
    const live = liveOrder(false);
    expect(live.length).toBeGreaterThan(2);
    const reversed = [...live].reverse();
    const saved = await api("PATCH", "/banners/reorder", { token, body: { bannerIds: reversed } });
    expect(saved.status).toBe(200);
    expect(liveOrder(false)).toEqual(reversed);

    const partial = await api("PATCH", "/banners/reorder", {
      token,
      body: { bannerIds: reversed.slice(1) },
    });
    expect(partial.status).toBe(422);
    expect(partial.payload.errors.bannerIds).toMatch(/every live banner/);
    expect(liveOrder(false)).toEqual(reversed);
  });

  it("refuses staff without the BANNER permissions", async () => {
    const token = await signIn("catalog@demo.test");
    expect((await api("GET", "/banners", { token })).status).toBe(403);
    expect((await api("GET", "/popup-banners/bnr-13", { token })).status).toBe(403);
  });
});
