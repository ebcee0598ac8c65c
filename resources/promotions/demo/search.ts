import type { SearchFact } from "@/contract/search";
import { db } from "@/mocks/db";
import { addSearchKind } from "@/mocks/handlers/search";
import type { BannerRecord } from "../schema/banner";
import type { VoucherCodeRecord, VoucherRecord } from "../schema/voucher";
import { codeState } from "../schema/voucher-rules";
import { CODE_STATE_KEYS, VOUCHER_STATUS_KEYS } from "../vouchers/label-keys";
import { statusOf } from "./vouchers.codes";

/** Find anything: vouchers by name, a voucher by any of its codes, and banners by title. */
addSearchKind<VoucherRecord>({
  kind: "vouchers",
  order: 30,
  label: "menu.vouchers",
  permissionArea: "VOUCHER",
  area: "vouchers",
  collection: () => db.vouchers,
  keys: (voucher) => ({ texts: [voucher.voucherName] }),
  hit: (voucher) => {
    const status = statusOf(voucher);
    return {
      id: voucher.voucherId,
      title: voucher.voucherName,
      facts: [
        { kind: "enum", value: status, label: VOUCHER_STATUS_KEYS[status] },
        { kind: "date", value: voucher.endAt },
        { kind: "text", value: db.brands.get(voucher.brandId)?.brandName ?? "" },
      ].filter((fact) => fact.value !== "") as SearchFact[],
    };
  },
});

addSearchKind<VoucherCodeRecord>({
  kind: "voucherCodes",
  order: 31,
  label: "promotions:vouchers.codes.searchHeading",
  permissionArea: "VOUCHER",
  area: "vouchers",
  collection: () => db.voucherCodes,
  keys: (code) => ({ texts: [code.code] }),
  hit: (code) => {
    const voucher = db.vouchers.get(code.voucherId);
    const state = voucher ? codeState(code.state, voucher.endAt) : code.state;
    return {
      id: code.voucherId,
      title: code.code,
      facts: [
        { kind: "enum", value: state, label: CODE_STATE_KEYS[state] },
        ...(voucher ? [{ kind: "text" as const, value: voucher.voucherName }] : []),
      ],
    };
  },
});

/** The banners of the home page and the popups: two areas, one collection. */
const bannerKind = (popup: boolean) =>
  addSearchKind<BannerRecord>({
    kind: popup ? "popupBanners" : "banners",
    order: popup ? 61 : 60,
    label: popup ? "menu.popup-banner" : "menu.banner",
    permissionArea: "BANNER",
    area: popup ? "popup-banner" : "banner",
    collection: () => db.banners,
    include: (banner) => banner.isPopup === popup,
    keys: (banner) => ({ texts: [banner.title] }),
    hit: (banner) => ({
      id: banner.bannerId,
      title: banner.title,
      facts: [{ kind: "date", value: banner.startAt }],
    }),
  });
bannerKind(false);
bannerKind(true);
