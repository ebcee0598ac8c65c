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
  archiveFields,
  flag,
  id,
  integer,
  oneOf,
  patchOf,
  position,
  requiredText,
  timestamp,
  timestamps,
  z,
} from "@/contract/common";
import {
  BANNER_CONTENT_MAX,
  BANNER_PLATFORMS,
  BANNER_STATUSES,
  BANNER_TITLE_MAX,
  BANNER_TYPES,
  BANNER_URL_MAX,
  DISMISS_LABEL_MAX,
  POPUP_FREQUENCIES,
  isHttpsUrl,
  isImageUrl,
} from "./banner-rules";

const reference = (description: string) =>
  z
    .union([z.string().trim(), z.null()], { error: () => "Choose one from the list." })
    .default(null)
    .meta({ description });

const image = (label: string, description: string) =>
  z
    .string({ error: () => `${label} is required.` })
    .trim()
    .min(1, `${label} is required.`)
    .max(3_000_000, `${label} is too large.`)
    .refine(isImageUrl, `${label} must be an uploaded picture or an https:// address.`)
    .meta({ description });

/** What a client writes about a banner. */
export const bannerFields = z.object({
  title: requiredText("Title", BANNER_TITLE_MAX).meta({
    description: "What the banner is called in the console (and its picture's alt text).",
  }),
  bannerType: oneOf("Banner type", BANNER_TYPES).meta({
    description:
      "Where a tap leads (spec 3): PRODUCT → productId, VOUCHER → voucherId, URL → url, CUSTOM → content.",
  }),
  productId: reference("The product of a PRODUCT banner (null otherwise)."),
  voucherId: reference("The voucher of a VOUCHER banner (null otherwise)."),
  url: z
    .union([
      z.string().trim().max(BANNER_URL_MAX, `URL is at most ${BANNER_URL_MAX} characters.`),
      z.null(),
    ])
    .default(null)
    .meta({ description: "The https:// address a URL banner opens (null otherwise)." }),
  content: z
    .union([
      z
        .string()
        .max(
          BANNER_CONTENT_MAX,
          `Content is at most ${BANNER_CONTENT_MAX.toLocaleString("en")} characters.`,
        ),
      z.null(),
    ])
    .default(null)
    .meta({
      description:
        "The page a CUSTOM banner opens: rich text (HTML), sanitised by the server before it is stored (null otherwise).",
    }),
  desktopImageUrl: image(
    "Desktop image",
    "The wide picture of the web shop (see the sizes in docs/banners.md).",
  ),
  mobileImageUrl: image(
    "Mobile image",
    "The picture of phones and the app (see the sizes in docs/banners.md).",
  ),
  platforms: z
    .array(oneOf("Platform", BANNER_PLATFORMS), { error: () => "Platforms are required." })
    .min(1, "Choose at least one platform.")
    .refine((list) => new Set(list).size === list.length, "Choose each platform once.")
    .meta({ description: "Where the banner shows: WEB (the web shop), APP (the mobile app)." }),
  startAt: timestamp("When the banner starts to show."),
  endAt: timestamp("When the banner stops showing (after startAt)."),
  order: integer("Order", { min: 1, max: 9999 })
    .optional()
    .meta({ description: "Position among the banners (1 first); left out on a create: last." }),
  isActive: flag("Active")
    .default(true)
    .meta({ description: "An inactive banner never shows, whatever its dates." }),
});

/** What a popup banner adds. */
export const popupBannerFields = bannerFields.extend({
  frequency: oneOf("Frequency", POPUP_FREQUENCIES)
    .default("ONCE_A_DAY")
    .meta({ description: "How often one customer sees the popup: ONCE, ONCE_A_DAY, EVERY_VISIT." }),
  dismissLabel: requiredText("Dismiss button label", DISMISS_LABEL_MAX).meta({
    description: 'The text of the button that closes the popup ("Maybe later").',
  }),
});

type BannerWrite = z.infer<typeof bannerFields>;

/** The rules across fields: the target of the type, and the end after the start. */
function checkBanner(record: BannerWrite, ctx: z.RefinementCtx) {
  const issue = (path: string, message: string) =>
    ctx.addIssue({ code: "custom", path: [path], message });
  if (record.bannerType === "PRODUCT" && !record.productId)
    issue("productId", "Choose the product the banner leads to.");
  if (record.bannerType === "VOUCHER" && !record.voucherId)
    issue("voucherId", "Choose the voucher the banner leads to.");
  if (record.bannerType === "URL") {
    if (!record.url) issue("url", "URL is required.");
    else if (!isHttpsUrl(record.url)) issue("url", "Enter a full https:// address.");
  }
  if (record.bannerType === "CUSTOM" && !record.content?.trim())
    issue("content", "Content is required.");
  const start = Date.parse(record.startAt);
  const end = Date.parse(record.endAt);
  if (!Number.isNaN(start) && !Number.isNaN(end) && end <= start)
    issue("endAt", "The end must be after the start.");
}

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
/** The whole record the server checks after merging a write (the path sets `isPopup`). */
const written = { isPopup: z.boolean() };
export const bannerWrite = bannerFields
  .extend(written)
  .superRefine(checkBanner)
  .transform(keepTarget);

export const popupBannerCreate = popupBannerFields.meta({ id: "PopupBannerCreate" });
export const popupBannerUpdate = patchOf(popupBannerFields).meta({ id: "PopupBannerUpdate" });
export const popupBannerWrite = popupBannerFields
  .extend(written)
  .superRefine(checkBanner)
  .transform(keepTarget);

/** What the server adds to every answer. */
const answerFields = {
  bannerId: id(),
  isPopup: z.boolean().meta({ description: "True for a popup banner (set by its path)." }),
  order: position("Order"),
  status: oneOf("Status", BANNER_STATUSES).meta({
    description:
      "SCHEDULED before startAt, LIVE until endAt, ENDED after (from the dates, at the time of the answer). Filterable: status=LIVE.",
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
export const bannerRecord = bannerFields.extend({
  bannerId: id(),
  isPopup: z.boolean(),
  order: position("Order"),
  frequency: popupBannerFields.shape.frequency.optional(),
  dismissLabel: z.string().optional(),
  ...archiveFields,
  ...timestamps,
});

/** `PATCH /banners/reorder` and `/popup-banners/reorder`: the live banners in their new order. */
export const bannerReorder = z
  .object({
    bannerIds: z
      .array(z.string().min(1), { error: () => "Banners are required." })
      .min(1, "Banners are required.")
      .meta({ description: "Every live banner (of that path), once, in the new order." }),
  })
  .meta({ id: "BannerReorder" });
export const bannerReorderResult = z
  .object({ results: z.array(banner) })
  .meta({ id: "BannerReorderResult", description: "The live banners in their new order." });

export type Banner = z.infer<typeof banner>;
export type PopupBanner = z.infer<typeof popupBanner>;
export type BannerRecord = z.infer<typeof bannerRecord>;
export type BannerFormValues = z.input<typeof bannerCreate>;
export type PopupBannerFormValues = z.input<typeof popupBannerCreate>;
export type BannerReorder = z.infer<typeof bannerReorder>;
