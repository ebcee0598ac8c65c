import type { AnyRecord } from "../db/collection";
import { daysAgo, seeded } from "../lib/seed";
import { BRAND_SEED } from "./brands.seed";
import { seedProducts } from "./products.seed";
import { createRandom } from "../lib/random";

const VOUCHER_NAMES: [string, string, number][] = [
  ["HEMAT10", "PERCENTAGE", 10],
  ["HEMAT25", "PERCENTAGE", 25],
  ["LENSA50K", "AMOUNT", 50_000],
  ["FRAME100K", "AMOUNT", 100_000],
  ["GAJIAN", "PERCENTAGE", 15],
  ["MERDEKA17", "PERCENTAGE", 17],
  ["ONGKIR", "AMOUNT", 20_000],
  ["MEMBERBARU", "AMOUNT", 75_000],
  ["RAMADAN", "PERCENTAGE", 20],
  ["AKHIRTAHUN", "PERCENTAGE", 30],
];

export const seedVouchers = seeded<AnyRecord>("vouchers", (size) => {
  const random = createRandom("vouchers");
  const products = seedProducts(size);
  const rows: AnyRecord[] = [];
  BRAND_SEED.forEach((brand, b) => {
    VOUCHER_NAMES.forEach(([suffix, discountType, discountValue], v) => {
      const n = rows.length + 1;
      const startDays = random.int(-20, 200);
      const archived = v === 9 && b < 2;
      rows.push({
        voucherId: `vch-${n}`,
        voucherCode: `${brand.brandCode}${suffix}`,
        voucherName: `${brand.brandName} ${suffix}`,
        brandId: `brd-${b + 1}`,
        description:
          discountType === "PERCENTAGE"
            ? `${discountValue}% off at ${brand.brandName}.`
            : `Rp${discountValue.toLocaleString("id-ID")} off at ${brand.brandName}.`,
        discountType,
        discountValue,
        maxDiscount: discountType === "PERCENTAGE" ? 250_000 : null,
        minPurchase: random.pick([0, 250_000, 500_000, 1_000_000]),
        quota: random.pick([50, 100, 250, 1000]),
        used: random.int(0, 50),
        productIds: random.chance(0.3)
          ? random
              .sample(
                products.filter((p) => p.brandId === `brd-${b + 1}`),
                3,
              )
              .map((p) => p.productId)
          : [],
        startAt: daysAgo(startDays),
        endAt: daysAgo(startDays - random.int(14, 90)),
        isActive: random.chance(0.85),
        isArchived: archived,
        archivedAt: archived ? daysAgo(5) : null,
        createdAt: daysAgo(startDays + 7),
        updatedAt: daysAgo(Math.max(0, startDays - 3)),
      });
    });
  });
  return rows;
});
