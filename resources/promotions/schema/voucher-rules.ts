/**
 * Vouchers' rules without zod: the voucher contract (src/contract/voucher.ts), the demo API and the
 * pages share them. A voucher's status follows from its dates and its usage; its codes are the
 * brand's fixed four-letter prefix (spec 9) plus a random suffix drawn from a character set without
 * look-alike characters.
 */

export const DISCOUNT_TYPES = ["PERCENTAGE", "FIXED", "FREE_SHIPPING"] as const;
export const VOUCHER_SCOPES = ["ORDER", "PRODUCT_TYPES", "PRODUCTS"] as const;
export const VOUCHER_CHANNELS = ["ONLINE", "IN_STORE"] as const;
export const VOUCHER_STATUSES = [
  "SCHEDULED",
  "ACTIVE",
  "USED_UP",
  "EXPIRED",
  "INACTIVE",
  "ARCHIVED",
] as const;
/**
 * Why a voucher's code cannot be handed out to a customer (a reward's claim): its status, its total
 * uses (used plus already handed out), or the customer's own limit.
 */
export const HAND_OUT_REFUSALS = [
  "ARCHIVED",
  "EXPIRED",
  "INACTIVE",
  "SCHEDULED",
  "USED_UP",
  "NO_USES_LEFT",
  "CUSTOMER_LIMIT",
] as const;
export type HandOutRefusal = (typeof HAND_OUT_REFUSALS)[number];
/** What the database holds for a code. */
export const STORED_CODE_STATES = ["UNUSED", "ISSUED", "USED"] as const;
/** What a code shows: an unused or issued code of an expired voucher is EXPIRED. */
export const CODE_STATES = ["UNUSED", "ISSUED", "USED", "EXPIRED"] as const;

export type DiscountType = (typeof DISCOUNT_TYPES)[number];
export type VoucherScope = (typeof VOUCHER_SCOPES)[number];
export type VoucherChannel = (typeof VOUCHER_CHANNELS)[number];
export type VoucherStatus = (typeof VOUCHER_STATUSES)[number];
export type StoredCodeState = (typeof STORED_CODE_STATES)[number];
export type CodeState = (typeof CODE_STATES)[number];

/**
 * Character sets of a code's suffix, none with look-alikes: no 0/O/Q/D, 1/I/L, 2/Z, 5/S, 8/B, U/V.
 * A code is read aloud at a till and typed from a printed card, so every character is unambiguous.
 */
export const CODE_CHARSETS = {
  LETTERS_DIGITS: "ACEFGHJKMNPRTWXY34679",
  LETTERS: "ACEFGHJKMNPRTWXY",
  DIGITS: "34679",
} as const;
export type CodeCharset = keyof typeof CODE_CHARSETS;
export const CODE_CHARSET_NAMES = Object.keys(CODE_CHARSETS) as [CodeCharset, ...CodeCharset[]];
/** Characters that never appear in a suffix. */
export const LOOK_ALIKES = "0OQD1IL2Z5S8BUV";

export const MIN_SUFFIX_LENGTH = 4;
export const MAX_SUFFIX_LENGTH = 12;
export const DEFAULT_SUFFIX_LENGTH = 8;
/** Most codes in one batch. */
export const MAX_BATCH = 10_000;
/** A percentage discount takes at most the whole price off. */
export const MAX_PERCENT = 100;
/** The most uses a voucher may have in all (codes are generated in batches of at most MAX_BATCH). */
export const MAX_TOTAL_USES = 1_000_000;
/** The most times one customer may use a voucher. */
export const MAX_USES_PER_CUSTOMER = 1_000;
/** Codes per request while the generate page drives a batch (its progress moves per chunk). */
export const GENERATE_CHUNK = 500;
/** A batch id as the API gives it (`bat-…`). */
export const BATCH_ID_PATTERN = /^bat-[a-z0-9-]+$/;
export const PREVIEW_SIZE = 5;
/** The sidebar's dot: a voucher ends within this many days. */
export const EXPIRY_WARNING_DAYS = 7;
const DAY_MS = 86_400_000;

export interface VoucherTiming {
  startAt: string;
  endAt: string;
  /** Uses so far. */
  used: number;
  /** Total uses allowed; null = no limit. */
  quota: number | null;
  /** Switched on (staff may switch a voucher off without archiving it). */
  isActive: boolean;
  isArchived: boolean;
}

/**
 * A voucher's one status, the first that holds: ARCHIVED (withdrawn by staff), EXPIRED (after its
 * end), INACTIVE (switched off), SCHEDULED (before its start), USED_UP (every allowed use made),
 * else ACTIVE. Only an ACTIVE voucher can be used; the list, its filter and the voucher's page show
 * this one status (docs/vouchers.md).
 */
export function voucherStatus(voucher: VoucherTiming, now: number = Date.now()): VoucherStatus {
  if (voucher.isArchived) return "ARCHIVED";
  if (now > Date.parse(voucher.endAt)) return "EXPIRED";
  if (!voucher.isActive) return "INACTIVE";
  if (now < Date.parse(voucher.startAt)) return "SCHEDULED";
  if (voucher.quota !== null && voucher.used >= voucher.quota) return "USED_UP";
  return "ACTIVE";
}

/** Whether a voucher still running ends within `days` days (the sidebar's dot). */
export function expiresSoon(
  voucher: { endAt: string; startAt: string },
  now: number = Date.now(),
  days = EXPIRY_WARNING_DAYS,
): boolean {
  const end = Date.parse(voucher.endAt);
  return end >= now && end - now <= days * DAY_MS && Date.parse(voucher.startAt) <= end;
}

/**
 * What the vouchers list's "Needs attention" filter offers (`attention=<kind>`, the dashboard's counts):
 * a running voucher that ends soon, and a running voucher that can hand out few more codes.
 */
export const VOUCHER_ATTENTION = ["expiringSoon", "fewUsesLeft"] as const;
export type VoucherAttention = (typeof VOUCHER_ATTENTION)[number];
export const isVoucherAttention = (value: unknown): value is VoucherAttention =>
  (VOUCHER_ATTENTION as readonly unknown[]).includes(value);
/** "Few uses left": less than this share (in %) of a voucher's total uses is left. */
export const FEW_USES_LEFT_PERCENT = 10;

/** A voucher's timing and usage: its status, and how many uses it has left. */
export interface VoucherUsageState extends VoucherTiming {
  /** Codes handed out to customers and not used yet: each may still be used. */
  issued: number;
}

/**
 * The uses a voucher has left: its total uses less those used or already handed out (a handed-out
 * code may still be used, so it counts, as when a reward's claim hands one out); never below 0.
 * Null when it has no limit.
 */
export function usesLeft(voucher: Pick<VoucherUsageState, "quota" | "used" | "issued">) {
  if (voucher.quota === null) return null;
  return Math.max(0, voucher.quota - voucher.used - voucher.issued);
}

/**
 * Whether a voucher needs the attention `kind` at `now`; both ask for a running voucher (ACTIVE):
 * - expiringSoon: it ends within the next EXPIRY_WARNING_DAYS days (exactly 7 days ahead counts);
 * - fewUsesLeft: it has a total of uses, of which less than FEW_USES_LEFT_PERCENT % is left
 *   (exactly 10 % left does not count; a voucher without a limit never does).
 */
export function voucherNeedsAttention(
  kind: VoucherAttention,
  voucher: VoucherUsageState,
  now: number = Date.now(),
): boolean {
  if (voucherStatus(voucher, now) !== "ACTIVE") return false;
  if (kind === "expiringSoon") return expiresSoon(voucher, now);
  const left = usesLeft(voucher);
  // In whole numbers (left / quota < 10 %, with no rounding).
  return left !== null && left * 100 < (voucher.quota ?? 0) * FEW_USES_LEFT_PERCENT;
}

/** What a code shows: its stored state, or EXPIRED when the voucher has ended and it was not used. */
export function codeState(
  stored: StoredCodeState,
  voucherEndAt: string,
  now = Date.now(),
): CodeState {
  if (stored !== "USED" && now > Date.parse(voucherEndAt)) return "EXPIRED";
  return stored;
}

/** How many different suffixes a character set and length give. */
export const codeCapacity = (charset: CodeCharset, length: number) =>
  CODE_CHARSETS[charset].length ** length;

/** Whether a code is the prefix plus `length` characters of the set. */
export function isCodeOf(code: string, prefix: string, charset: CodeCharset, length: number) {
  if (!code.startsWith(prefix) || code.length !== prefix.length + length) return false;
  const alphabet = CODE_CHARSETS[charset];
  for (const char of code.slice(prefix.length)) if (!alphabet.includes(char)) return false;
  return true;
}

export interface GenerateOptions {
  prefix: string;
  charset: CodeCharset;
  length: number;
  count: number;
  /** Codes that exist already (every voucher's); the new ones are added to it. */
  taken: Set<string>;
  /** A number in [0, 1) (Math.random, or a seeded generator in tests and seeds). */
  random?: () => number;
}

/** How many more codes of this shape fit beside the taken ones. */
export function freeCodes(options: Omit<GenerateOptions, "count" | "random">): number {
  const { prefix, charset, length, taken } = options;
  let used = 0;
  for (const code of taken) if (isCodeOf(code, prefix, charset, length)) used++;
  return codeCapacity(charset, length) - used;
}

/**
 * `count` new codes, unique among themselves and against `taken` (which they join). Random draws while
 * at least four free codes remain per wanted one; otherwise the free suffixes are listed and drawn
 * from, so a nearly full space never loops. Throws a RangeError when they do not fit.
 */
export function generateCodes(options: GenerateOptions): string[] {
  const { prefix, charset, length, count, taken } = options;
  const random = options.random ?? Math.random;
  const alphabet = CODE_CHARSETS[charset];
  const capacity = codeCapacity(charset, length);
  const free = freeCodes({ prefix, charset, length, taken });
  if (free < count) throw new RangeError(`Only ${free} more codes of this shape fit.`);
  const codes: string[] = [];
  const draw = () => {
    let suffix = "";
    for (let i = 0; i < length; i++) suffix += alphabet[Math.floor(random() * alphabet.length)];
    return prefix + suffix;
  };
  // Roomy space (at least four free codes per wanted one): random draws rarely collide.
  if (free >= count * 4) {
    while (codes.length < count) {
      const code = draw();
      if (taken.has(code)) continue;
      taken.add(code);
      codes.push(code);
    }
    return codes;
  }
  // Crowded space (then capacity < taken + 4 × count): list what is free and draw from it.
  const open: string[] = [];
  const digits = new Array<number>(length).fill(0);
  for (let n = 0; n < capacity; n++) {
    const code = prefix + digits.map((d) => alphabet[d]).join("");
    if (!taken.has(code)) open.push(code);
    for (let i = length - 1; i >= 0; i--) {
      digits[i]!++;
      if (digits[i]! < alphabet.length) break;
      digits[i] = 0;
    }
  }
  for (let i = 0; i < count; i++) {
    const at = i + Math.floor(random() * (open.length - i));
    [open[i], open[at]] = [open[at]!, open[i]!];
    taken.add(open[i]!);
    codes.push(open[i]!);
  }
  return codes;
}
