/**
 * Banners (`/banners`) and popup banners (`/popup-banners`): the pictures the web shop and the mobile
 * app show on their home page (a banner in the carousel, a popup over the page), each leading to a
 * product, a voucher, an external page or content of its own (spec 3's banner types).
 *
 * A popup banner is the same entity with two more fields (how often a customer sees it, the label of
 * its dismiss button): `popupBannerFields` extends `bannerFields`. Both live in one collection told
 * apart by `isPopup` (set by the path, never by the client). The status (scheduled, live, ended)
 * follows from the dates (`bannerStatus` in banner-rules.ts) and is answered, never stored.
 */
import {
  archivableRecord,
  archiveFields,
  fieldIssue,
  flag,
  id,
  inNewOrder,
  message,
  oneOf,
  optionalText,
  patchOf,
  position,
  reorderBody,
  requiredMessage,
  requiredText,
  timestamps,
  z,
} from "@/contract/common";
import { isRichTextEmpty, sanitizeHtml } from "@/components/rich-text/sanitize";
import {
  BANNER_CONTENT_MAX,
  BANNER_IMAGE_SIZES,
  BANNER_PLATFORMS,
  BANNER_STATUSES,
  BANNER_TITLE_MAX,
  BANNER_TYPES,
  BANNER_URL_MAX,
  DISMISS_LABEL_MAX,
  POPUP_FREQUENCIES,
  dataUrlBytes,
  imageSizeProblem,
  isHttpsUrl,
  isImageUrl,
  readImageSize,
  type BannerKind,
} from "./banner-rules";
import { dateTime, isRecord } from "./fields";

const LABELS = {
  product: "promotions:banners.fields.product",
  voucher: "promotions:banners.fields.voucher",
  url: "promotions:banners.fields.url",
  content: "promotions:banners.fields.content",
  desktopImage: "promotions:banners.fields.desktopImage",
  mobileImage: "promotions:banners.fields.mobileImage",
} as const;

const reference = (label: string, description: string) =>
  z
    .string({ error: () => message("promotions:banners.validation.choose") })
    .trim()
    .nullable()
    .default(null)
    .meta({ label, description });

/** An upload is at most about 2 MB as a data URL: a banner picture is never larger. */
const MAX_IMAGE_URL = 3_000_000;

const image = (label: string, description: string) =>
  z
    .string({ error: () => requiredMessage(label) })
    .trim()
    .min(1, requiredMessage(label))
    .max(MAX_IMAGE_URL, message("promotions:banners.validation.imageTooLarge", { field: label }))
    .refine(isImageUrl, message("promotions:banners.validation.imageUrl", { field: label }))
    .meta({ label, description });

/** What a client writes about a banner. */
export const bannerFields = z.object({
  title: requiredText("promotions:banners.fields.title", BANNER_TITLE_MAX).meta({
    description: "What the banner is called in the console (and its picture's alt text).",
  }),
  bannerType: oneOf("promotions:banners.fields.bannerType", BANNER_TYPES).meta({
    description:
      "Where a tap leads (spec 3): PRODUCT → productId, VOUCHER → voucherId, URL → url, CUSTOM → content.",
  }),
  productId: reference(LABELS.product, "The product of a PRODUCT banner (null otherwise)."),
  voucherId: reference(LABELS.voucher, "The voucher of a VOUCHER banner (null otherwise)."),
  url: optionalText(LABELS.url, BANNER_URL_MAX)
    .default(null)
    .meta({ description: "The https:// address a URL banner opens (null otherwise)." }),
  content: optionalText(LABELS.content, BANNER_CONTENT_MAX).default(null).meta({
    description:
      "The page a CUSTOM banner opens: rich text (HTML), sanitised by the server before it is stored (null otherwise).",
  }),
  desktopImageUrl: image(
    LABELS.desktopImage,
    "The wide picture of the web shop (see the sizes in docs/banners.md).",
  ),
  mobileImageUrl: image(
    LABELS.mobileImage,
    "The picture of phones and the app (see the sizes in docs/banners.md).",
  ),
  platforms: z
    .array(oneOf("promotions:banners.fields.platform", BANNER_PLATFORMS), {
      error: () => message("promotions:banners.validation.platformsList"),
    })
    .min(1, message("promotions:banners.validation.platforms"))
    .refine(
      (list) => new Set(list).size === list.length,
      message("promotions:banners.validation.platformsOnce"),
    )
    .meta({
      label: "promotions:banners.fields.platforms",
      description: "Where the banner shows: WEB (the web shop), APP (the mobile app).",
    }),
  startAt: dateTime("promotions:banners.fields.startAt", "When the banner starts to show."),
  endAt: dateTime(
    "promotions:banners.fields.endAt",
    "When the banner stops showing (after startAt).",
  ),
  order: position("promotions:banners.fields.order").nullable().default(null).meta({
    description:
      "Position among the banners (1 first); left out or null: last on a create, unchanged on an update.",
  }),
  isActive: flag("promotions:banners.fields.isActive")
    .default(true)
    .meta({ description: "An inactive banner never shows, whatever its dates." }),
});

/** What a popup banner adds. */
export const popupBannerFields = bannerFields.extend({
  frequency: oneOf("promotions:banners.fields.frequency", POPUP_FREQUENCIES)
    .default("ONCE_A_DAY")
    .meta({ description: "How often one customer sees the popup: ONCE, ONCE_A_DAY, EVERY_VISIT." }),
  dismissLabel: requiredText("promotions:banners.fields.dismissLabel", DISMISS_LABEL_MAX).meta({
    description: 'The text of the button that closes the popup ("Maybe later").',
  }),
});

type BannerWrite = z.infer<typeof bannerFields>;

/** An uploaded picture (a data: URL) must fit its slot; https pictures are the CDN's business. */
function checkImage(
  ctx: z.RefinementCtx,
  path: "desktopImageUrl" | "mobileImageUrl",
  url: unknown,
  expected: { width: number; height: number },
) {
  const bytes = typeof url === "string" ? dataUrlBytes(url) : undefined;
  if (!bytes) return;
  const field = path === "desktopImageUrl" ? LABELS.desktopImage : LABELS.mobileImage;
  const actual = readImageSize(bytes);
  if (!actual) fieldIssue(ctx, path, "promotions:banners.validation.imageType", { field });
  else if (imageSizeProblem(actual, expected))
    fieldIssue(ctx, path, "promotions:banners.validation.imageSize", {
      field,
      width: expected.width,
      height: expected.height,
      actualWidth: actual.width,
      actualHeight: actual.height,
    });
}

/**
 * The rules across fields of a banner of `kind`: the target of its type, the end after the start,
 * pictures of its slots' sizes. They run while another field is refused too (see isRecord).
 */
const bannerRules = (kind: BannerKind) => (record: BannerWrite, ctx: z.RefinementCtx) => {
  if (record.bannerType === "PRODUCT" && !record.productId)
    fieldIssue(ctx, "productId", "promotions:banners.validation.product");
  if (record.bannerType === "VOUCHER" && !record.voucherId)
    fieldIssue(ctx, "voucherId", "promotions:banners.validation.voucher");
  if (record.bannerType === "URL") {
    if (!record.url) fieldIssue(ctx, "url", "validation.required", { field: LABELS.url });
    else if (typeof record.url === "string" && !isHttpsUrl(record.url))
      fieldIssue(ctx, "url", "promotions:banners.validation.url");
  }
  // Content with nothing to read once sanitised ("<p></p>", a lone script) is no content.
  if (
    record.bannerType === "CUSTOM" &&
    (typeof record.content !== "string" || isRichTextEmpty(sanitizeHtml(record.content)))
  )
    fieldIssue(ctx, "content", "validation.required", { field: LABELS.content });
  const start = Date.parse(record.startAt);
  const end = Date.parse(record.endAt);
  if (end <= start) fieldIssue(ctx, "endAt", "promotions:banners.validation.endAfterStart");
  const sizes = BANNER_IMAGE_SIZES[kind];
  checkImage(ctx, "desktopImageUrl", record.desktopImageUrl, sizes.desktop);
  checkImage(ctx, "mobileImageUrl", record.mobileImageUrl, sizes.mobile);
};

/** Only the target of the chosen type is kept (the others become null). */
function keepTarget<T extends BannerWrite>(record: T): T {
  return {
    ...record,
    productId: record.bannerType === "PRODUCT" ? record.productId : null,
    voucherId: record.bannerType === "VOUCHER" ? record.voucherId : null,
    url: record.bannerType === "URL" ? record.url : null,
    content: record.bannerType === "CUSTOM" ? record.content : null,
  };
}

export const bannerCreate = bannerFields.meta({ id: "BannerCreate" });
export const bannerUpdate = patchOf(bannerFields).meta({ id: "BannerUpdate" });
/** What the banner form checks: the fields and the rules across them. */
export const bannerForm = bannerFields.superRefine(bannerRules("banner"), { when: isRecord });
/** The whole record the server checks after merging a write (the path sets `isPopup`). */
const written = { isPopup: z.boolean() };
export const bannerWrite = bannerFields
  .extend(written)
  .superRefine(bannerRules("banner"), { when: isRecord })
  .transform(keepTarget);

export const popupBannerCreate = popupBannerFields.meta({ id: "PopupBannerCreate" });
export const popupBannerUpdate = patchOf(popupBannerFields).meta({ id: "PopupBannerUpdate" });
export const popupBannerForm = popupBannerFields.superRefine(bannerRules("popup"), {
  when: isRecord,
});
export const popupBannerWrite = popupBannerFields
  .extend(written)
  .superRefine(bannerRules("popup"), { when: isRecord })
  .transform(keepTarget);

/** What the server adds to every answer. */
const answerFields = {
  bannerId: id(),
  isPopup: z.boolean().meta({ description: "True for a popup banner (set by its path)." }),
  order: position("promotions:banners.fields.order"),
  status: oneOf("promotions:banners.fields.status", BANNER_STATUSES).meta({
    description:
      "ENDED from endAt on; otherwise INACTIVE while isActive is false; otherwise SCHEDULED before startAt and LIVE until endAt (at the time of the answer). Only LIVE banners show. Filterable: status=LIVE.",
  }),
  targetName: z.union([z.string(), z.null()]).meta({
    description:
      "The name of the product or voucher a PRODUCT or VOUCHER banner leads to (null when it no longer exists or for other types).",
  }),
  ...archiveFields,
  ...timestamps,
};

export const banner = bannerFields.extend(answerFields).meta({ id: "Banner" });
export const popupBanner = popupBannerFields.extend(answerFields).meta({ id: "PopupBanner" });

/** A banner or popup banner as the demo API stores it (one collection; status and target name are answered, not stored). */
export const bannerRecord = archivableRecord(bannerFields, {
  bannerId: id(),
  isPopup: z.boolean(),
  order: position("promotions:banners.fields.order"),
  frequency: popupBannerFields.shape.frequency.optional(),
  dismissLabel: z.string().optional(),
});

/** `PATCH /banners/reorder` and `/popup-banners/reorder`: the live banners in their new order. */
export const bannerReorder = reorderBody(
  "BannerReorder",
  "bannerIds",
  "promotions:banners.validation.bannerIds",
  {
    label: "promotions:banners.fields.bannerIds",
    description: "Every live banner (of that path), once, in the new order.",
  },
);
export const bannerReorderResult = inNewOrder(
  banner,
  "BannerReorderResult",
  "The live banners in their new order.",
);

export type Banner = z.infer<typeof banner>;
export type PopupBanner = z.infer<typeof popupBanner>;
export type BannerRecord = z.infer<typeof bannerRecord>;
export type BannerFormValues = z.input<typeof bannerCreate>;
export type PopupBannerFormValues = z.input<typeof popupBannerCreate>;
export type BannerReorder = z.infer<typeof bannerReorder>;
