import type { AnyRecord } from "../db/collection";
import { daysAgo, seeded } from "../lib/seed";
import { seedProducts } from "./products.seed";
import { seedVouchers } from "./vouchers.seed";
import { createRandom } from "../lib/random";

export const seedRewards = seeded<AnyRecord>("rewards", (size) => {
  const random = createRandom("rewards");
  const vouchers = seedVouchers(size);
  const products = seedProducts(size).filter((p) => p.productType === "ADD_ONS");
  const names = [
    "Free Hard Case",
    "Lens Cloth Set",
    "Rp50.000 Voucher",
    "Free Eye Test",
    "Cleaning Kit",
    "Rp100.000 Voucher",
    "Anti-fog Spray",
    "Premium Pouch",
  ];
  return Array.from({ length: 20 }, (_, i) => {
    const byVoucher = i % 3 === 1;
    const archived = i >= 18;
    return {
      rewardId: `rwd-${i + 1}`,
      rewardName: `${names[i % names.length]}${i >= names.length ? ` ${Math.floor(i / names.length) + 1}` : ""}`,
      description: "Redeem with your points at any outlet or in the app.",
      requirementType: "POINT",
      pointCost: random.pick([500, 1_000, 1_500, 2_500, 5_000]),
      rewardType: byVoucher ? "VOUCHER" : "PRODUCT",
      voucherId: byVoucher ? vouchers[i % vouchers.length]!.voucherId : null,
      productId: byVoucher ? null : (products[i % Math.max(1, products.length)]?.productId ?? null),
      stock: random.int(0, 200),
      claimed: random.int(0, 120),
      startAt: daysAgo(120 - i),
      endAt: daysAgo(-120 + i),
      isActive: !archived,
      isArchived: archived,
      archivedAt: archived ? daysAgo(3) : null,
      createdAt: daysAgo(130 - i),
      updatedAt: daysAgo(10),
    };
  });
});
