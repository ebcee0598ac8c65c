import type { DataSize } from "@/mocks/db/collection";
import type { RewardRecord } from "../schema/reward";
import { daysAgo, seeded } from "@/mocks/lib/seed";
import { seedProducts } from "@resources/catalogue/demo/exports";
import { seedUsedUpVoucherIds, seedVouchers } from "@resources/promotions/demo/exports";
import { createRandom } from "@/mocks/lib/random";

/** [name, type, cost, stock, per-customer limit, programme, tiers (empty = all)] */
const PLAN: [string, "VOUCHER" | "PRODUCT", number, number, number | null, number, number[]][] = [
  ["Free Hard Case", "PRODUCT", 500, 120, 2, 1, []],
  ["Rp50.000 Voucher", "VOUCHER", 1_000, 300, 3, 1, []],
  ["Lens Cloth Set", "PRODUCT", 300, 250, null, 1, []],
  ["Rp100.000 Voucher", "VOUCHER", 2_000, 150, 2, 1, [2, 3, 4]],
  ["Cleaning Kit", "PRODUCT", 800, 90, 1, 1, []],
  ["Premium Pouch", "PRODUCT", 1_500, 40, 1, 1, [3, 4]],
  ["Rp250.000 Voucher", "VOUCHER", 5_000, 25, 1, 1, [4]],
  ["Anti-fog Spray", "PRODUCT", 400, 0, null, 1, []],
  ["Club Frame Voucher", "VOUCHER", 1_200, 80, 2, 2, []],
  ["VIP Sunglasses Pouch", "PRODUCT", 2_500, 15, 1, 2, [2]],
  ["Student Lens Voucher", "VOUCHER", 600, 200, 2, 3, []],
  ["Eye Test Voucher", "VOUCHER", 700, 60, 1, 1, []],
  ["Holiday Gift Box", "PRODUCT", 3_000, 10, 1, 1, []],
  ["2023 Tote Bag", "PRODUCT", 900, 5, 1, 4, []],
];

/**
 * The reward whose voucher is used up (every use made): it cannot be handed out any more, so the
 * rewards list's "Needs attention" has one to show (set after generation; the draws stay as they were).
 */
const USED_UP_REWARD = "rwd-9"; // Club Frame Voucher (Kacamata Club)

export const seedRewards = seeded<RewardRecord>("rewards", (size) => {
  const rows = generateRewards(size);
  const usedUp = seedUsedUpVoucherIds(size)[0];
  return rows.map((row) =>
    row.rewardId === USED_UP_REWARD && usedUp ? { ...row, voucherId: usedUp } : row,
  );
});

function generateRewards(size: DataSize): RewardRecord[] {
  const random = createRandom("rewards");
  const now = daysAgo(0);
  // Vouchers valid today and for a while yet (a claim hands out one of their codes).
  const vouchers = seedVouchers(size).filter(
    (v) => v.isActive && !v.isArchived && v.startAt <= now && v.endAt > daysAgo(-60),
  );
  const products = seedProducts(size).filter(
    (p) =>
      ["ADD_ONS", "OTHER", "GENERAL"].includes(p.productType) &&
      p.status === "ACTIVE" &&
      !p.isArchived,
  );
  return PLAN.map(([rewardName, rewardType, pointCost, stock, limit, programme, tiers], i) => {
    const archived = i === 13 || i === 12;
    const voucher = vouchers[(i * 3) % Math.max(1, vouchers.length)];
    const product = products[(i * 5) % Math.max(1, products.length)];
    return {
      rewardId: `rwd-${i + 1}`,
      rewardName,
      imageUrl: null,
      description: `${rewardName}: redeem your points at any outlet.`,
      requirementType: "POINT" as const,
      rewardType,
      voucherId: rewardType === "VOUCHER" ? (voucher?.voucherId ?? null) : null,
      productId: rewardType === "PRODUCT" ? (product?.productId ?? null) : null,
      loyaltyId: `lyl-${programme}`,
      tierIds: tiers.map((t) => `tier-${programme}-${t}`),
      pointCost,
      stock,
      perCustomerLimit: limit,
      startAt: daysAgo(200 - random.int(0, 30)),
      endAt: i === 11 ? daysAgo(5) : daysAgo(-180 - i * 10),
      isActive: !archived,
      isArchived: archived,
      archivedAt: archived ? daysAgo(12) : null,
      createdAt: daysAgo(240 - i),
      updatedAt: daysAgo(15 - (i % 10)),
    };
  });
}
