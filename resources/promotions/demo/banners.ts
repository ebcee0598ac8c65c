import {
  banner,
  bannerCreate,
  bannerReorder,
  bannerReorderResult,
  bannerUpdate,
  bannerWrite,
  popupBanner,
  popupBannerCreate,
  popupBannerUpdate,
  popupBannerWrite,
  type BannerRecord,
} from "../schema/banner";
import { BANNER_STATUSES, bannerStatus } from "../schema/banner-rules";
import { z } from "@/contract/common";
import { sanitizeHtml } from "@/components/rich-text/sanitize";
import { db } from "@/mocks/db";
import type { AnyRecord } from "@/mocks/db/collection";
import { resource } from "@/mocks/lib/crud";
import { lastOrder, reorderAll } from "@/mocks/lib/order";
import { invalid, me, route, type RouteContext } from "@/mocks/lib/route";
import type { Errors } from "@/mocks/lib/validate";
import { say } from "@/mocks/lib/readers";

/**
 * Banners (`/banners`) and popup banners (`/popup-banners`): one collection told apart by `isPopup`,
 * the status from the dates (answered and filterable with `status=`), the live ones reordered in one
 * call, CUSTOM content sanitised before it is stored (the schema checks pictures against their slot's
 * size).
 */

/** `status=LIVE&status=SCHEDULED`: the statuses asked for (none = every status). */
const statusFilter = (ctx: RouteContext) => {
  const wanted = ctx.query
    .getAll("status")
    .filter((value) => (BANNER_STATUSES as readonly string[]).includes(value));
  if (!wanted.length) return () => true;
  const now = Date.now();
  return (row: BannerRecord) => wanted.includes(bannerStatus(row, now));
};

const present = (row: BannerRecord) => ({
  ...row,
  status: bannerStatus(row),
  targetName:
    row.bannerType === "PRODUCT"
      ? ((db.products.get(row.productId ?? "")?.productName as string | undefined) ?? null)
      : row.bannerType === "VOUCHER"
        ? ((db.vouchers.get(row.voucherId ?? "")?.voucherName as string | undefined) ?? null)
        : null,
});

const ofKind = (isPopup: boolean) =>
  db.banners.filter((row) => row.isPopup === isPopup && !row.isArchived);

/** The live banners of a kind, in their display order. */
const liveOf = (isPopup: boolean, now = Date.now()) =>
  ofKind(isPopup)
    .filter((row) => bannerStatus(row, now) === "LIVE")
    .sort((a, b) => a.order - b.order);

/** The references a banner leads to must exist (the schema checks everything else). */
function validate(record: BannerRecord): Errors {
  const errors: Errors = {};
  if (record.bannerType === "PRODUCT" && record.productId) {
    const product = db.products.get(record.productId);
    if (!product || product.isArchived) errors.productId = say("promotions:api.productMissing");
  }
  if (record.bannerType === "VOUCHER" && record.voucherId) {
    const voucher = db.vouchers.get(record.voucherId);
    if (!voucher || voucher.isArchived) errors.voucherId = say("promotions:api.voucherMissing");
  }
  return errors;
}

/**
 * Stored content is sanitised (what the shop renders is never a script); without an order a new
 * banner goes last and a changed one keeps its place.
 */
const prepare = (isPopup: boolean) => (record: AnyRecord, existing: BannerRecord | undefined) => {
  const next: AnyRecord = { ...record };
  if (typeof next.content === "string") next.content = sanitizeHtml(next.content);
  if (next.order === undefined || next.order === null)
    next.order = existing?.order ?? lastOrder(ofKind(isPopup)) + 1;
  return next;
};

function reorderRoute(path: string, isPopup: boolean, answer: z.ZodObject) {
  return route({
    method: "patch",
    path: `${path}/reorder`,
    area: "BANNER",
    action: "edit",
    summary: `Put the live ${isPopup ? "popup banners" : "banners"} in a new display order`,
    body: bannerReorder,
    response: isPopup
      ? z.object({ results: z.array(answer) }).meta({ id: "PopupBannerReorderResult" })
      : bannerReorderResult,
    errors: [422],
    handler: (ctx) => {
      const auth = me(ctx);
      const { bannerIds } = ctx.data;
      const live = liveOf(isPopup);
      // The live banners take the places they held among themselves, in the new order.
      const slots = live.map((row) => row.order).sort((a, b) => a - b);
      const results = reorderAll(
        db.banners,
        bannerIds,
        live,
        { auth, entity: isPopup ? "popup-banner" : "banner", label: (row) => row.title },
        () =>
          invalid(
            { bannerIds: say("promotions:api.liveBannersListChanged") },
            say("promotions:api.liveBannersChanged"),
          ),
        slots,
      );
      return { results: results.map(present) };
    },
  });
}

/** The banners (`/banners`) or the popup banners (`/popup-banners`): one collection, two paths. */
const bannerResource = (isPopup: boolean) => {
  const path = isPopup ? "/popup-banners" : "/banners";
  const schemas = isPopup
    ? {
        create: popupBannerCreate,
        update: popupBannerUpdate,
        write: popupBannerWrite,
        answer: popupBanner,
      }
    : { create: bannerCreate, update: bannerUpdate, write: bannerWrite, answer: banner };
  return resource<BannerRecord>({
    path,
    entity: isPopup ? "popup-banner" : "banner",
    collection: db.banners,
    area: "BANNER",
    operations: ["list", "show", "create", "update", "delete", "archive"],
    labelField: "title",
    schemas,
    scope: (row, ctx) => Boolean(row.isPopup) === isPopup && statusFilter(ctx)(row),
    forced: () => ({ isPopup }),
    prepare: prepare(isPopup),
    validate,
    present,
    extra: [reorderRoute(path, isPopup, schemas.answer)],
  });
};

export const handlers = [...bannerResource(false), ...bannerResource(true)];
