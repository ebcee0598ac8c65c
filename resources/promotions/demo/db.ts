import { collection, defineCollections } from "@/mocks/db";
import type { BannerRecord } from "../schema/banner";
import type { VoucherCodeRecord, VoucherRecord } from "../schema/voucher";
import { seedBanners } from "./banners.seed";
import { seedVoucherCodes, seedVouchers } from "./vouchers.seed";

export const collections = defineCollections({
  vouchers: collection<VoucherRecord>("voucherId", "vch", seedVouchers, [
    "voucherName",
    "description",
  ]),
  voucherCodes: collection<VoucherCodeRecord>("codeId", "vcd", seedVoucherCodes, [
    "code",
    "customerName",
    "transactionCode",
  ]),
  banners: collection<BannerRecord>("bannerId", "bnr", seedBanners, ["title", "url"]),
});

type PromotionsCollections = typeof collections;
declare module "@/mocks/db" {
  interface DemoDb extends PromotionsCollections {}
}
