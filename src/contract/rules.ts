/**
 * The plain rules the schemas and the forms share (patterns and limits). No zod here: a form imports
 * these without downloading the schema library; the schemas in this folder import them too, so the
 * browser's check and the server's cannot drift apart.
 */
export const BRAND_CODE_PATTERN = /^[A-Z]{4}$/;
export const STORE_CODE_PATTERN = /^[A-Z0-9][A-Z0-9-]{2,19}$/;
/** Digits, spaces, dashes and brackets, optionally after a +. */
export const PHONE_PATTERN = /^\+?[0-9][0-9 ()-]{5,19}$/;

/**
 * A phone number in the one form the API keeps: "0812-3456 7890", "62812…" and "+62 812…" all become
 * "+6281234567890" (Indonesian numbers as typed: a leading 0 or 62 is the country code +62); another
 * country's number keeps its +; spaces, dashes, dots and brackets go. Text that is no number stays as
 * it was, for the schema to refuse.
 */
export function normalizePhone(text: string): string {
  const trimmed = text.trim();
  if (!/^\+?[0-9 ().-]+$/.test(trimmed)) return trimmed;
  const digits = trimmed.replace(/[^0-9]/g, "");
  if (digits === "") return trimmed;
  if (trimmed.startsWith("+")) return `+${digits}`;
  if (digits.startsWith("62")) return `+${digits}`;
  if (digits.startsWith("0")) return `+62${digits.slice(1)}`;
  return digits.startsWith("8") ? `+62${digits}` : digits;
}
export const POSTAL_CODE_PATTERN = /^\d{5}$/;
export const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;
/** Keys of custom specifications: lower-case letters, digits and `_`, starting with a letter. */
export const SPECIFICATION_KEY_PATTERN = /^[a-z][a-z0-9_]*$/;

export const WEEKDAYS = ["MON", "TUE", "WED", "THU", "FRI", "SAT", "SUN"] as const;
export const STORE_SERVICES = ["EYE_TEST", "PICKUP"] as const;
export const PRODUCT_STATUSES = ["DRAFT", "ACTIVE", "INACTIVE"] as const;

/** Every product type a record may carry (spec section 3). */
export const PRODUCT_TYPES = [
  "GENERAL",
  "VOUCHER",
  "FILE_DIGITAL",
  "SHARED_URL",
  "OTHER",
  "LENSA",
  "FRAME",
  "ADD_ONS",
  "BUNDLING",
] as const;
/** The types the creation screens offer, in the spec's order. */
export const CREATABLE_PRODUCT_TYPES = ["FRAME", "LENSA", "ADD_ONS", "BUNDLING", "OTHER"] as const;
export const SPECIFICATION_INPUT_TYPES = ["select", "number", "range-number"] as const;

/** The platforms a user device signs in from: the mobile app (android, ios) and the console (cms). */
export const DEVICE_PLATFORMS = ["android", "ios", "cms"] as const;

/** An Indonesian phone number as the address book keeps it: +62, then 8 to 13 digits (spaces and dashes allowed). */
export const INDONESIAN_PHONE_PATTERN = /^\+62[ -]?[1-9](?:[ -]?[0-9]){7,12}$/;
/** How many addresses one user's address book holds. */
export const MAX_USER_ADDRESSES = 10;

/**
 * The plausible values of an eye prescription (a typo such as -125 for -1.25 is caught): SPH, CYL and ADD
 * in dioptres, AXIS in degrees, PD (both eyes) in mm. The prescription schema, its form and the
 * prescription checker's form use them.
 */
export const PRESCRIPTION_LIMITS = {
  sph: { min: -20, max: 20, step: 0.25 },
  cyl: { min: -10, max: 10, step: 0.25 },
  axis: { min: 0, max: 180, step: 1 },
  add: { min: 0, max: 3.5, step: 0.25 },
  pd: { min: 40, max: 80, step: 0.5 },
} as const;

/** Whether a value sits on the grid of `step` (0.25 dioptre steps). */
export const onStep = (value: number, step: number) =>
  Math.abs(value / step - Math.round(value / step)) < 1e-6;

/** An absolute https URL with a host (what the app opens). */
export function isHttpsUrl(value: string): boolean {
  if (!/^https:\/\//i.test(value)) return false;
  try {
    const url = new URL(value);
    return url.protocol === "https:" && url.hostname.includes(".") && !/\s/.test(value);
  } catch {
    return false;
  }
}
