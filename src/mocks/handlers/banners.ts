import { db } from "../db";
import { BANNER_TYPES } from "./banners.seed";
import type { AnyRecord } from "../db/collection";
import { resource } from "../lib/crud";
import { dateOrder, isBlank, oneOf, requireFields } from "../lib/validate";

const validateBanner = (record: AnyRecord) => {
  const errors = requireFields(record, {
    title: "Title",
    bannerType: "Banner type",
    imageUrl: "Image",
    startAt: "Start",
    endAt: "End",
  });
  oneOf(record.bannerType, BANNER_TYPES, "bannerType", errors);
  if (record.bannerType === "PRODUCT" && !db.products.get(record.productId))
    errors.productId = "Choose an existing product.";
  if (record.bannerType === "VOUCHER" && !db.vouchers.get(record.voucherId))
    errors.voucherId = "Choose an existing voucher.";
  if (record.bannerType === "URL" && !/^https?:\/\/\S+$/.test(String(record.url ?? "")))
    errors.url = "Enter a URL starting with http:// or https://.";
  if (record.bannerType === "CUSTOM" && isBlank(record.content))
    errors.content = "Content is required.";
  dateOrder(record, errors);
  return errors;
};

const bannerDefaults = () => ({
  productId: null,
  voucherId: null,
  url: null,
  content: null,
  order: 0,
  isActive: true,
});

const banners = resource({
  path: "/banners",
  entity: "banner",
  collection: db.banners,
  area: "BANNER",
  operations: ["list", "show", "create", "update", "delete", "archive"],
  scope: (row, ctx) => (ctx.query.has("isPopup") ? true : !row.isPopup),
  defaults: () => ({ ...bannerDefaults(), isPopup: false }),
  validate: validateBanner,
});

const popupBanners = resource({
  path: "/popup-banners",
  entity: "popup-banner",
  collection: db.banners,
  area: "BANNER",
  operations: ["list", "show", "create", "update", "delete", "archive"],
  scope: (row) => row.isPopup === true,
  defaults: bannerDefaults,
  forced: () => ({ isPopup: true }),
  validate: validateBanner,
});

// --- configuration ------------------------------------------------------------------------------

export const handlers = [...banners, ...popupBanners];
