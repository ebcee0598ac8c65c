import { daysAgo, seeded } from "../lib/seed";
import type { AnyRecord } from "../db/collection";
import { seedProducts } from "./products.seed";
import { seedVouchers } from "./vouchers.seed";

export const BANNER_TYPES = ["PRODUCT", "VOUCHER", "URL", "CUSTOM"] as const;

export const seedBanners = seeded<AnyRecord>("banners", (size) => {
  const products = seedProducts(size).filter((p) => p.status === "ACTIVE");
  const vouchers = seedVouchers(size);
  const titles = [
    "New Arrivals",
    "Weekend Sale",
    "Free Eye Test",
    "Blue Cut Lenses",
    "Back to School",
    "Payday Promo",
    "Kids Frames",
    "Progressive Lens Week",
  ];
  const rows: AnyRecord[] = [];
  for (const isPopup of [false, true]) {
    for (let i = 0; i < (isPopup ? 8 : 12); i++) {
      const bannerType = BANNER_TYPES[i % BANNER_TYPES.length]!;
      const n = rows.length + 1;
      const archived = i === (isPopup ? 7 : 11);
      rows.push({
        bannerId: `bnr-${n}`,
        title: `${isPopup ? "Popup: " : ""}${titles[i % titles.length]}`,
        bannerType,
        isPopup,
        imageUrl: `data:image/svg+xml;utf8,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 120"><rect width="320" height="120" fill="${["#f27a1a", "#3d3d3d", "#1f6f5c", "#2f4b9a"][i % 4]}"/><text x="20" y="70" font-family="sans-serif" font-size="26" fill="#fff">${titles[i % titles.length]}</text></svg>`)}`,
        productId: bannerType === "PRODUCT" ? products[i % products.length]!.productId : null,
        voucherId: bannerType === "VOUCHER" ? vouchers[i % vouchers.length]!.voucherId : null,
        url: bannerType === "URL" ? "https://www.example.co.id/promo" : null,
        content:
          bannerType === "CUSTOM"
            ? "<p>Visit any outlet for a free eye test this month.</p>"
            : null,
        order: i + 1,
        startAt: daysAgo(30 - i),
        endAt: daysAgo(-60 + i),
        isActive: i % 5 !== 4,
        isArchived: archived,
        archivedAt: archived ? daysAgo(2) : null,
        createdAt: daysAgo(40 - i),
        updatedAt: daysAgo(5),
      });
    }
  }
  return rows;
});
