import {
  BANNER_IMAGE_SIZES,
  BANNER_TYPES,
  type BannerKind,
  type ImageSlot,
} from "../schema/banner-rules";
import type { BannerRecord } from "../schema/banner";
import { DAY, anchor, iso, seeded } from "@/mocks/lib/seed";
import { createRandom } from "@/mocks/lib/random";
import { seedProducts } from "@resources/catalogue/demo/exports";
import { seedVouchers } from "./vouchers.seed";

export { BANNER_TYPES };

/** Campaigns an eyewear chain runs: title, subtitle, gradient colours. */
const CAMPAIGNS: [string, string, string, string][] = [
  ["New Arrivals", "Frames of the season, in store and online", "#f27a1a", "#b34700"],
  ["Payday Promo", "Up to 25% off frames on payday weekend", "#2f4b9a", "#14224d"],
  ["Free Eye Test", "Book a free eye test at any outlet", "#1f6f5c", "#0d3b30"],
  ["Blue Cut Lenses", "Screen all day? Protect your eyes", "#3b6fd8", "#1b3a80"],
  ["Back to School", "Kids' frames from Rp299.000", "#d9485f", "#7a1f2e"],
  ["Progressive Lens Week", "One pair for near and far", "#6b4bd8", "#2e1c73"],
  ["Sunglasses Season", "Polarised lenses for the road", "#e0a100", "#8a5a00"],
  ["Member Day", "Double points for members", "#0f7b8a", "#06414a"],
  ["Contact Lens Bundle", "Buy 3 boxes, get 1 free", "#c2410c", "#6b1f04"],
  ["Ramadan Sale", "Special prices all month", "#15803d", "#064e1f"],
  ["Titanium Collection", "Light frames that last", "#475569", "#1e293b"],
  ["Anti-Fog Lenses", "Clear view behind a mask", "#0e7490", "#083344"],
];

const CUSTOM_CONTENT = [
  "<h2>Free eye test this month</h2><p>Visit any of our outlets for a <strong>free eye test</strong> by a certified optometrist. No purchase needed.</p><ul><li>About 20 minutes</li><li>Walk in or book in the app</li></ul>",
  "<h2>Member day</h2><p>Members earn <strong>double points</strong> on every purchase today. Not a member yet? Sign up in the app in one minute.</p>",
  '<h2>How to choose your frame</h2><p>Round faces suit angular frames; square faces suit round ones. Ask our staff for a fitting.</p><p><a href="https://www.example.co.id/frame-guide">Read the frame guide</a></p>',
];

const escapeXml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/**
 * A campaign's picture at the size its slot expects, as an SVG `data:` URL (works offline, like the
 * products' and brands' pictures): a gradient, a lens motif, the title and the subtitle.
 */
export function bannerArt(
  kind: BannerKind,
  slot: ImageSlot,
  title: string,
  subtitle: string,
  from: string,
  to: string,
) {
  const { width: w, height: h } = BANNER_IMAGE_SIZES[kind][slot];
  const wide = w / h >= 2;
  const size = Math.round(wide ? h * 0.11 : w * 0.08);
  const x = Math.round(w * 0.07);
  const y = Math.round(wide ? h * 0.45 : h * 0.58);
  const r = Math.round(Math.min(w, h) * 0.22);
  const cx = Math.round(wide ? w * 0.78 : w * 0.5);
  const cy = Math.round(wide ? h * 0.5 : h * 0.28);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="${w}" height="${h}" fill="url(#g)"/><g fill="none" stroke="#fff" stroke-opacity="0.35" stroke-width="${Math.round(r / 6)}"><circle cx="${cx - r}" cy="${cy}" r="${r * 0.8}"/><circle cx="${cx + r}" cy="${cy}" r="${r * 0.8}"/><path d="M${cx - r * 0.2} ${cy} q${r * 0.2} ${-r * 0.3} ${r * 0.4} 0"/></g><text x="${x}" y="${y}" font-family="sans-serif" font-size="${size}" font-weight="700" fill="#fff">${escapeXml(title)}</text><text x="${x}" y="${y + Math.round(size * 1.1)}" font-family="sans-serif" font-size="${Math.round(size * 0.45)}" fill="#fff" fill-opacity="0.9">${escapeXml(subtitle)}</text></svg>`;
  return `data:image/svg+xml;utf8,${encodeURIComponent(svg)}`;
}

/**
 * Banners and popup banners: live ones (in their display order), scheduled ones and ended ones, of
 * every type; the large data set adds a few hundred past campaigns.
 */
export const seedBanners = seeded<BannerRecord>("banners", (size) => {
  const random = createRandom("banners");
  const products = seedProducts(size).filter((p) => p.status === "ACTIVE" && !p.isArchived);
  const vouchers = seedVouchers(size).filter((v) => !v.isArchived);
  const now = anchor();
  const hour = 3_600_000;
  const rows: BannerRecord[] = [];
  const plan: { isPopup: boolean; startDays: number; lengthDays: number }[] = [];
  // Banners: 6 live, 3 scheduled, 3 ended; popups: 2 live, 2 scheduled, 2 ended.
  for (const startDays of [-20, -12, -9, -6, -3, -1, 3, 10, 25, -70, -50, -40])
    plan.push({ isPopup: false, startDays, lengthDays: startDays < -30 ? 25 : 45 });
  for (const startDays of [-10, -2, 5, 14, -60, -35])
    plan.push({ isPopup: true, startDays, lengthDays: startDays < -30 ? 20 : 30 });
  if (size === "large")
    for (let i = 0; i < 400; i++)
      plan.push({ isPopup: i % 5 === 0, startDays: -90 - i * 2, lengthDays: 14 + (i % 30) });

  const order = { banner: 0, popup: 0 };
  plan.forEach(({ isPopup, startDays, lengthDays }, i) => {
    const kind: BannerKind = isPopup ? "popup" : "banner";
    const [title, subtitle, from, to] = CAMPAIGNS[(i + (isPopup ? 6 : 0)) % CAMPAIGNS.length]!;
    const bannerType = BANNER_TYPES[(i + (isPopup ? 1 : 0)) % BANNER_TYPES.length]!;
    const startMs = now + startDays * DAY - (now % hour);
    const product = products[(i * 7) % products.length];
    const voucher = vouchers[(i * 3) % vouchers.length];
    const type =
      (bannerType === "PRODUCT" && !product) || (bannerType === "VOUCHER" && !voucher)
        ? "URL"
        : bannerType;
    const archived = i >= 30 && i % 9 === 0;
    order[kind] += 1;
    rows.push({
      bannerId: `bnr-${i + 1}`,
      title: i >= 18 ? `${title} ${2025 - Math.floor(i / 50)}/${(i % 12) + 1}` : title,
      bannerType: type,
      isPopup,
      productId: type === "PRODUCT" ? product!.productId : null,
      voucherId: type === "VOUCHER" ? voucher!.voucherId : null,
      url:
        type === "URL"
          ? `https://www.example.co.id/promo/${title.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`
          : null,
      content: type === "CUSTOM" ? CUSTOM_CONTENT[i % CUSTOM_CONTENT.length]! : null,
      desktopImageUrl: bannerArt(kind, "desktop", title, subtitle, from, to),
      mobileImageUrl: bannerArt(kind, "mobile", title, subtitle, from, to),
      platforms: i % 4 === 1 ? ["APP"] : i % 4 === 2 ? ["WEB"] : ["WEB", "APP"],
      startAt: iso(startMs),
      endAt: iso(startMs + lengthDays * DAY),
      order: order[kind],
      isActive: i !== 4,
      ...(isPopup
        ? {
            frequency: (["ONCE_A_DAY", "ONCE", "EVERY_VISIT"] as const)[i % 3]!,
            dismissLabel: random.pick(["Maybe later", "Close", "Not now"]),
          }
        : {}),
      isArchived: archived,
      archivedAt: archived ? iso(now - 2 * DAY) : null,
      createdAt: iso(Math.min(now - 2 * DAY, startMs - random.int(3, 15) * DAY)),
      updatedAt: iso(Math.min(now - DAY, startMs - random.int(0, 2) * DAY)),
    });
  });
  return rows;
});
