import type { DataSize } from "@/mocks/db/collection";
import type { VoucherCodeRecord, VoucherRecord } from "../schema/voucher";
import { generateCodes, type DiscountType } from "../schema/voucher-rules";
import { daysAgo, iso, anchor, seeded } from "@/mocks/lib/seed";
import { createRandom } from "@/mocks/lib/random";
import { formatRupiah } from "@/lib/format";
import { BRAND_SEED } from "@resources/catalogue/demo/exports";
import { seedProducts } from "@resources/catalogue/demo/exports";
import { seedTransactions } from "@resources/transactions/demo/exports";

/** name suffix, discount type, value, cap */
const VOUCHER_KINDS: [string, DiscountType, number, number | null][] = [
  ["Hemat 10%", "PERCENTAGE", 10, 100_000],
  ["Hemat 25%", "PERCENTAGE", 25, 250_000],
  ["Lensa Rp50.000", "FIXED", 50_000, null],
  ["Frame Rp100.000", "FIXED", 100_000, null],
  ["Gajian 15%", "PERCENTAGE", 15, 150_000],
  ["Merdeka 17%", "PERCENTAGE", 17, null],
  ["Gratis Ongkir", "FREE_SHIPPING", 0, null],
  ["Member Baru Rp75.000", "FIXED", 75_000, null],
  ["Ramadan 20%", "PERCENTAGE", 20, 200_000],
  ["Akhir Tahun 30%", "PERCENTAGE", 30, 300_000],
];

/** The sixth voucher of each brand runs with this many uses, all made (USED_UP). */
const USED_UP_USES = 20;
/**
 * The first of those that is switched on (one per round: one in the normal data, five in the large)
 * allows two uses more: 20 of 22 made, so less than 10 % is left ("Needs attention" on the list).
 */
const NEARLY_USED_UP_USES = USED_UP_USES + 2;
const isSixth = (voucher: Pick<VoucherRecord, "voucherId">) =>
  (Number(voucher.voucherId.slice(4)) - 1) % VOUCHER_KINDS.length === 5;

/** Vouchers: ten per brand (fifty with `?demo-data=large`), over every status. */
export const seedVouchers = seeded<VoucherRecord>("vouchers", (size) => {
  const random = createRandom("vouchers");
  const products = seedProducts(size);
  const rounds = size === "large" ? 5 : 1;
  const rows: VoucherRecord[] = [];
  for (let round = 0; round < rounds; round++) {
    BRAND_SEED.forEach((brand, b) => {
      const brandId = `brd-${b + 1}`;
      VOUCHER_KINDS.forEach(([name, discountType, discountValue, maxDiscount], v) => {
        const n = rows.length + 1;
        // The fourth of each brand ends within a week (the sidebar's dot); the sixth (20 uses) runs
        // and is used up; the others start between 120 days ago and 30 days ahead.
        const running = v === 3 || v === 5;
        const startDays = running ? random.int(10, 40) : random.int(-30, 120);
        const length =
          v === 3
            ? startDays + random.int(1, 6)
            : v === 5
              ? startDays + random.int(10, 40)
              : random.int(14, 120);
        const archived = round === 0 && v === 9 && b < 2;
        const appliesTo = v % 5 === 1 ? "PRODUCT_TYPES" : v % 5 === 2 ? "PRODUCTS" : "ORDER";
        const minPurchase =
          discountType === "FIXED"
            ? discountValue * random.pick([2, 4, 5])
            : random.pick([null, 250_000, 500_000, 1_000_000]);
        rows.push({
          voucherId: `vch-${n}`,
          voucherName: `${brand.brandName} ${name}${round ? ` #${round + 1}` : ""}`,
          brandId,
          description:
            discountType === "PERCENTAGE"
              ? `${discountValue}% off at ${brand.brandName}.`
              : discountType === "FIXED"
                ? `${formatRupiah(discountValue)} off at ${brand.brandName}.`
                : `Free shipping on online orders from ${brand.brandName}.`,
          discountType,
          discountValue,
          maxDiscount,
          minPurchase,
          appliesTo,
          productTypes: appliesTo === "PRODUCT_TYPES" ? ["FRAME", "LENSA"] : [],
          productIds:
            appliesTo === "PRODUCTS"
              ? random
                  .sample(
                    products.filter((p) => p.brandId === brandId),
                    3,
                  )
                  .map((p) => p.productId)
              : [],
          quota: v === 5 ? USED_UP_USES : random.pick([null, 100, 250, 1000]),
          perCustomerLimit: random.pick([1, 1, 2, 3]),
          startAt: daysAgo(startDays),
          endAt: daysAgo(startDays - length),
          channels:
            discountType === "FREE_SHIPPING"
              ? ["ONLINE"]
              : random.pick([["ONLINE", "IN_STORE"], ["ONLINE"], ["IN_STORE"]]),
          isActive: random.chance(0.9),
          isArchived: archived,
          archivedAt: archived ? daysAgo(5) : null,
          createdAt: daysAgo(Math.max(1, startDays + 7)),
          updatedAt: daysAgo(Math.max(0, startDays - 3)),
        } as VoucherRecord);
      });
    });
  }
  // After generation (the draws above stay as they were): one nearly used-up voucher per round.
  const perRound = BRAND_SEED.length * VOUCHER_KINDS.length;
  for (let round = 0; round < rounds; round++) {
    const at = rows.findIndex(
      (row, i) => Math.floor(i / perRound) === round && isSixth(row) && row.isActive,
    );
    if (at >= 0) rows[at] = { ...rows[at]!, quota: NEARLY_USED_UP_USES };
  }
  return rows;
});

/**
 * Running vouchers whose every use is made in the seeded data (USED_UP): the sixth of each brand
 * that is switched on and not archived, but not the nearly used-up one.
 */
export const seedUsedUpVoucherIds = (size: DataSize) =>
  seedVouchers(size)
    .filter((v) => isSixth(v) && v.quota === USED_UP_USES && v.isActive && !v.isArchived)
    .map((v) => v.voucherId);

/**
 * Each voucher's codes: one batch of 12–40 codes (the brand prefix + 8 characters), some issued to
 * customers, some used in one of their transactions at the brand. The sixth voucher of each brand
 * has 20 used: all its uses (USED_UP while it runs), or 20 of 22 for the nearly used-up one.
 */
export const seedVoucherCodes = seeded<VoucherCodeRecord>("voucherCodes", (size) => {
  const random = createRandom("voucher-codes");
  const taken = new Set<string>();
  const transactions = seedTransactions(size).slice(0, 6000);
  const byBrand = new Map<string, typeof transactions>();
  for (const trx of transactions) {
    if (!trx.customerId || !trx.paidAt) continue;
    const list = byBrand.get(trx.brandId) ?? [];
    list.push(trx);
    byBrand.set(trx.brandId, list);
  }
  const rows: VoucherCodeRecord[] = [];
  const now = anchor();
  for (const voucher of seedVouchers(size)) {
    const prefix = BRAND_SEED[Number(voucher.brandId.slice(4)) - 1]!.brandCode;
    // The sixth of each brand: 30 codes, 20 of them used (all its uses, or nearly: 20 of 22).
    const sixth = isSixth(voucher);
    const count = sixth ? 30 : random.int(12, 40);
    const codes = generateCodes({
      prefix,
      charset: "LETTERS_DIGITS",
      length: 8,
      count,
      taken,
      random: random.next,
    });
    const start = Date.parse(voucher.startAt);
    const end = Math.min(Date.parse(voucher.endAt), now);
    const running = start < now;
    const usedCount = !running ? 0 : sixth ? USED_UP_USES : random.int(0, Math.floor(count / 3));
    const issuedCount = !running ? random.int(0, 3) : random.int(0, Math.floor(count / 4));
    const trxs = byBrand.get(voucher.brandId) ?? [];
    const batchId = `bat-${voucher.voucherId.slice(4)}`;
    const createdAt = voucher.createdAt;
    codes.forEach((code, i) => {
      const used = i < usedCount && trxs.length > 0;
      const issued = !used && i < usedCount + issuedCount;
      const trx = used || issued ? trxs[random.int(0, trxs.length - 1)] : undefined;
      // Used while the voucher ran; issued between its creation and now (or its end).
      const from = used ? start : Date.parse(createdAt);
      const until = Math.max(from + 60_000, used ? end : Math.min(end, now));
      const at = used || issued ? iso(from + random.next() * (until - from)) : null;
      rows.push({
        codeId: `vcd-${rows.length + 1}`,
        voucherId: voucher.voucherId,
        code,
        state: used ? "USED" : issued && trx ? "ISSUED" : "UNUSED",
        batchId,
        customerId: trx?.customerId ?? null,
        customerName: trx?.customerName ?? null,
        transactionId: used ? trx!.transactionId : null,
        transactionCode: used ? trx!.transactionCode : null,
        issuedAt: trx ? at : null,
        usedAt: used ? at : null,
        createdAt,
        updatedAt: at ?? createdAt,
      });
    });
  }
  return rows;
});
