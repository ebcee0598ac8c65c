/**
 * The plain rules of banners and popup banners (no zod): the pages check with them in the browser, and
 * the schema of banner.ts and the demo API check with the same ones on the server.
 */
import { isHttpsUrl } from "@/contract/rules";

export { isHttpsUrl };

/** Spec 3: what a banner leads to when a customer taps it. */
export const BANNER_TYPES = ["PRODUCT", "VOUCHER", "URL", "CUSTOM"] as const;
export type BannerType = (typeof BANNER_TYPES)[number];

/** Where a banner shows: the web shop, the mobile app. */
export const BANNER_PLATFORMS = ["WEB", "APP"] as const;
export type BannerPlatform = (typeof BANNER_PLATFORMS)[number];

/** How often one customer sees a popup banner. */
export const POPUP_FREQUENCIES = ["ONCE", "ONCE_A_DAY", "EVERY_VISIT"] as const;
export type PopupFrequency = (typeof POPUP_FREQUENCIES)[number];

/** A banner's status follows from its dates and its active switch (not stored). */
export const BANNER_STATUSES = ["SCHEDULED", "LIVE", "ENDED", "INACTIVE"] as const;
export type BannerStatus = (typeof BANNER_STATUSES)[number];

export const BANNER_TITLE_MAX = 100;
export const BANNER_URL_MAX = 500;
export const BANNER_CONTENT_MAX = 20_000;
export const DISMISS_LABEL_MAX = 30;

/**
 * The status of a banner at `now`, one per banner: ENDED from its end on (whatever its switch: it
 * will not show again); otherwise INACTIVE while switched off (it never shows, whatever its dates);
 * otherwise SCHEDULED before its start and LIVE from its start until (not including) its end. Only a
 * LIVE banner shows to customers: the status tag, the status filter and the live order all ask this
 * function. Dates that cannot be read count as ENDED (never shown).
 */
export function bannerStatus(
  banner: { startAt: string; endAt: string; isActive: boolean },
  now: number = Date.now(),
): BannerStatus {
  const start = Date.parse(banner.startAt);
  const end = Date.parse(banner.endAt);
  if (Number.isNaN(start) || Number.isNaN(end)) return "ENDED";
  if (now >= end) return "ENDED";
  if (!banner.isActive) return "INACTIVE";
  if (now < start) return "SCHEDULED";
  if (now < end) return "LIVE";
  return "ENDED";
}

/** Which of the two pictures of a banner. */
export type ImageSlot = "desktop" | "mobile";
export type BannerKind = "banner" | "popup";

/**
 * The picture sizes the shop and the app lay banners out for, in pixels. A picture must have the
 * same proportions (within 1%) and be at least this large (a larger one is scaled down).
 */
export const BANNER_IMAGE_SIZES: Record<BannerKind, Record<ImageSlot, ImageSize>> = {
  banner: { desktop: { width: 1920, height: 640 }, mobile: { width: 750, height: 375 } },
  popup: { desktop: { width: 800, height: 800 }, mobile: { width: 600, height: 800 } },
};

export interface ImageSize {
  width: number;
  height: number;
}

export type ImageSizeProblem = "proportions" | "tooSmall";

/** What is wrong with a picture's size for its slot, or undefined when it fits. */
export function imageSizeProblem(
  actual: ImageSize,
  expected: ImageSize,
): ImageSizeProblem | undefined {
  if (!(actual.width > 0 && actual.height > 0)) return "proportions";
  const ratio = actual.width / actual.height / (expected.width / expected.height);
  if (Math.abs(ratio - 1) > 0.01) return "proportions";
  if (actual.width < expected.width || actual.height < expected.height) return "tooSmall";
  return undefined;
}

const u16be = (b: Uint8Array, i: number) => (b[i]! << 8) | b[i + 1]!;
const u16le = (b: Uint8Array, i: number) => b[i]! | (b[i + 1]! << 8);
const u24le = (b: Uint8Array, i: number) => b[i]! | (b[i + 1]! << 8) | (b[i + 2]! << 16);
const u32be = (b: Uint8Array, i: number) =>
  ((b[i]! << 24) >>> 0) + ((b[i + 1]! << 16) | (b[i + 2]! << 8) | b[i + 3]!);
const ascii = (b: Uint8Array, from: number, to: number) =>
  String.fromCharCode(...Array.from(b.subarray(from, to)));

function svgSize(text: string): ImageSize | undefined {
  const tag = /<svg\b[^>]*>/i.exec(text)?.[0];
  if (!tag) return undefined;
  const attr = (name: string) =>
    new RegExp(`\\s${name}\\s*=\\s*["']\\s*([0-9.]+)(px)?\\s*["']`, "i").exec(tag)?.[1];
  const width = Number(attr("width"));
  const height = Number(attr("height"));
  if (width > 0 && height > 0) return { width, height };
  const box = /\sviewBox\s*=\s*["']\s*[-0-9.]+[\s,]+[-0-9.]+[\s,]+([0-9.]+)[\s,]+([0-9.]+)/i.exec(
    tag,
  );
  return box ? { width: Number(box[1]), height: Number(box[2]) } : undefined;
}

/**
 * The pixel size of a PNG, JPEG, GIF, WebP or SVG picture read from its first bytes (no decoding, so
 * it runs the same in the browser, in tests and in the demo API); undefined when unknown.
 */
export function readImageSize(bytes: Uint8Array): ImageSize | undefined {
  const b = bytes;
  if (b.length >= 24 && b[0] === 0x89 && ascii(b, 1, 4) === "PNG")
    return { width: u32be(b, 16), height: u32be(b, 20) };
  if (b.length >= 10 && ascii(b, 0, 3) === "GIF")
    return { width: u16le(b, 6), height: u16le(b, 8) };
  if (b.length >= 30 && ascii(b, 0, 4) === "RIFF" && ascii(b, 8, 12) === "WEBP") {
    const chunk = ascii(b, 12, 16);
    if (chunk === "VP8 ") return { width: u16le(b, 26) & 0x3fff, height: u16le(b, 28) & 0x3fff };
    if (chunk === "VP8L") {
      const bits = b[21]! | (b[22]! << 8) | (b[23]! << 16) | (b[24]! << 24);
      return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
    }
    if (chunk === "VP8X") return { width: u24le(b, 24) + 1, height: u24le(b, 27) + 1 };
    return undefined;
  }
  if (b.length >= 4 && b[0] === 0xff && b[1] === 0xd8) {
    let i = 2;
    while (i + 9 < b.length) {
      if (b[i] !== 0xff) return undefined;
      const marker = b[i + 1]!;
      if (marker === 0xd8 || (marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
        i += 2;
        continue;
      }
      const isFrame =
        marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
      if (isFrame) return { width: u16be(b, i + 7), height: u16be(b, i + 5) };
      i += 2 + u16be(b, i + 2);
    }
    return undefined;
  }
  const head = new TextDecoder().decode(b.subarray(0, 4096));
  return /<svg\b/i.test(head) ? svgSize(head) : undefined;
}

/** The bytes of a `data:` URL (base64 or percent-encoded); undefined for other URLs. */
export function dataUrlBytes(url: string): Uint8Array | undefined {
  const match = /^data:([^,]*),(.*)$/s.exec(url);
  if (!match) return undefined;
  const [, meta, data] = match;
  try {
    if (/;base64$/i.test(meta!)) {
      const binary = atob(data!.slice(0, 8192 - (8192 % 4)));
      return Uint8Array.from(binary, (char) => char.charCodeAt(0));
    }
    return new TextEncoder().encode(decodeURIComponent(data!));
  } catch {
    return undefined;
  }
}

/** A picture address the shop can load: an upload (a `data:image/…` URL in the demo) or an https URL. */
export const isImageUrl = (url: string) => /^data:image\//i.test(url) || isHttpsUrl(url);
