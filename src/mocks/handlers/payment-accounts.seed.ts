import type { AnyRecord } from "../db/collection";
import { daysAgo, seeded } from "../lib/seed";
import { BRAND_SEED } from "./brands.seed";
import { createRandom } from "../lib/random";

export const seedPaymentAccounts = seeded<AnyRecord>("paymentAccounts", () => {
  const random = createRandom("paymentAccounts");
  const banks = ["BCA", "Mandiri", "BNI", "BRI", "CIMB Niaga"];
  return BRAND_SEED.flatMap((brand, b) =>
    banks.slice(0, 2 + (b % 2)).map((bankName, k) => ({
      paymentAccountId: `pac-${b * 3 + k + 1}`,
      brandId: `brd-${b + 1}`,
      bankName,
      accountName: `PT ${brand.brandName} Indonesia`,
      accountNumber: String(random.int(1_000_000_000, 9_999_999_999)),
      branch: random.pick(["KCU Sudirman", "KCP Kemang", "KCU Bandung", "KCU Surabaya"]),
      isActive: true,
      isArchived: b === 3 && k === 1,
      archivedAt: b === 3 && k === 1 ? daysAgo(20) : null,
      createdAt: daysAgo(400 - b * 10 - k),
      updatedAt: daysAgo(40 - b - k),
    })),
  );
});
