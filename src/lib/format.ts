/**
 * How the console writes numbers, money, points, dates and times: the one place every page formats
 * them (spec 9: the Indonesian way). An empty or invalid value is written "-".
 */
import dayjs from "dayjs";
import { normalizePhone } from "@/contract/rules";

type Value = number | string | null | undefined;

const EMPTY = "-";

const toNumber = (value: Value): number | undefined => {
  if (value === null || value === undefined || value === "") return undefined;
  const amount = typeof value === "number" ? value : Number(value);
  return Number.isFinite(amount) ? amount : undefined;
};

const rupiah = new Intl.NumberFormat("id-ID", {
  style: "currency",
  currency: "IDR",
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});
const grouping = new Intl.NumberFormat("id-ID", { maximumFractionDigits: 2 });
const whole = new Intl.NumberFormat("id-ID", { maximumFractionDigits: 0 });

/** "Rp 1.250.000": whole rupiah, Indonesian grouping, whatever the UI language. */
export function formatRupiah(value: Value): string {
  const amount = toNumber(value);
  // Intl puts a non-breaking space after "Rp": a plain space copies and searches better.
  return amount === undefined ? EMPTY : rupiah.format(amount).replace(/\u00a0/g, " ");
}

/** A count or amount with Indonesian grouping: 12.500 (decimals with a comma: 2,5). */
export function formatNumber(value: Value): string {
  const amount = toNumber(value);
  return amount === undefined ? EMPTY : grouping.format(amount);
}

/** Loyalty points: whole, Indonesian grouping (12.500). */
export function formatPoints(value: Value): string {
  const amount = toNumber(value);
  return amount === undefined ? EMPTY : whole.format(amount);
}

/** For an InputNumber of whole amounts (rupiah, points): 1250000 shown as "1.250.000". */
export const groupedInputFormatter = (value: number | string | undefined): string =>
  value === undefined || value === "" ? "" : String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ".");

/**
 * For an InputNumber of whole amounts: "1.250.000" (or "Rp 1.250.000") read back as 1250000. A minus
 * stays ("-5.000" is -5000, for the schema to refuse: never made positive), and an emptied input is
 * empty (antd's InputNumber then holds null: an emptied optional amount is none, never 0).
 */
export const groupedInputParser = (text: string | undefined): number => {
  const digits = (text ?? "").replace(/[^\d]/g, "");
  // antd reads an empty text as no value (null); its parser type knows numbers only.
  if (digits === "") return "" as unknown as number;
  return /^[^\d]*-/.test(text ?? "") ? -Number(digits) : Number(digits);
};

type DateValue = string | number | Date | null | undefined;

const formatWith = (value: DateValue, pattern: string) => {
  if (value === null || value === undefined || value === "") return EMPTY;
  const date = dayjs(value);
  return date.isValid() ? date.format(pattern) : EMPTY;
};

/** What a DatePicker shows and reads: the same day-month-year as `formatDate`, in every language. */
export const DATE_INPUT_FORMAT = "DD/MM/YYYY";
/** What a DatePicker with a time shows and reads, like `formatDateTime`. */
export const DATE_TIME_INPUT_FORMAT = "DD/MM/YYYY HH:mm";

/** 31/01/2025 (spec 9: dates the Indonesian way). */
export const formatDate = (value: DateValue) => formatWith(value, "DD/MM/YYYY");

/** 31/01/2025 14:05. */
export const formatDateTime = (value: DateValue) => formatWith(value, "DD/MM/YYYY HH:mm");

/** A period of days, 01/01/2025 – 31/01/2025: the one way a list, a detail and an export write it. */
export const formatPeriod = (start: DateValue, end: DateValue) =>
  `${formatDate(start)} – ${formatDate(end)}`;

/** A period with times, 01/01/2025 08:00 – 31/01/2025 23:59 (`formatPeriod` with the hours). */
export const formatDateTimePeriod = (start: DateValue, end: DateValue) =>
  `${formatDateTime(start)} – ${formatDateTime(end)}`;

/** 14:05. */
export const formatTime = (value: DateValue) => formatWith(value, "HH:mm");

/** The Intl locale of a UI language (the console's "jp" is Japanese, "ja"). */
const intlLocale = (language: string) =>
  language.startsWith("id")
    ? "id-ID"
    : language.startsWith("jp") || language.startsWith("ja")
      ? "ja-JP"
      : "en-GB";

/**
 * A day as a heading, in the UI's language: "Monday, 23 November 2026", "Senin, 23 November 2026",
 * "23/11/2026 (月曜日)" (Japanese keeps the console's day-month-year, with the weekday).
 */
export function formatDayHeading(value: DateValue, language: string): string {
  if (value === null || value === undefined || value === "") return EMPTY;
  const date = dayjs(value);
  if (!date.isValid()) return EMPTY;
  const locale = intlLocale(language);
  const weekday = new Intl.DateTimeFormat(locale, { weekday: "long" }).format(date.toDate());
  if (locale === "ja-JP") return `${date.format("DD/MM/YYYY")} (${weekday})`;
  const month = new Intl.DateTimeFormat(locale, { month: "long" }).format(date.toDate());
  return `${weekday}, ${date.date()} ${month} ${date.year()}`;
}

/**
 * A phone number the one way the console shows it: "+62 812-3456-7890" (mobile: 3, 4, then the rest
 * after +62), "+62 21-5000-1234" (a landline: its area code, 4, then the rest), whatever way it was
 * typed or stored (08…, 628…, +62…). Another country's number is shown as stored.
 */
export function formatPhone(value: string | null | undefined): string {
  if (value === null || value === undefined || value.trim() === "") return EMPTY;
  const phone = normalizePhone(value);
  if (!/^\+62\d{6,}$/.test(phone)) return value.trim();
  const national = phone.slice(3);
  // Mobile numbers start with 8; Jakarta, Bandung, Semarang, Surabaya and Medan have 2-digit area codes.
  const head = national.startsWith("8") ? 3 : /^(21|22|24|31|61)/.test(national) ? 2 : 3;
  const groups = [
    national.slice(0, head),
    national.slice(head, head + 4),
    national.slice(head + 4),
  ];
  return `+62 ${groups.filter(Boolean).join("-")}`;
}

const RELATIVE_STEPS: [Intl.RelativeTimeFormatUnit, number][] = [
  ["second", 60],
  ["minute", 60],
  ["hour", 24],
  ["day", 7],
  ["week", 4.35],
  ["month", 12],
  ["year", Number.POSITIVE_INFINITY],
];

/**
 * How long ago, in the user's language: "3 hours ago", "3 jam yang lalu", "3 時間前" (the exact time
 * goes beside it, e.g. in a tooltip: formatDateTime).
 */
export function formatRelative(value: DateValue, lang: string, now: number = Date.now()): string {
  if (value === null || value === undefined || value === "") return EMPTY;
  const date = dayjs(value);
  if (!date.isValid()) return EMPTY;
  let amount = (date.valueOf() - now) / 1000;
  const format = new Intl.RelativeTimeFormat(intlLocale(lang), { numeric: "auto" });
  for (const [unit, size] of RELATIVE_STEPS) {
    if (Math.abs(amount) < size) return format.format(Math.round(amount), unit);
    amount /= size;
  }
  return EMPTY;
}

const compactRupiah = new Intl.NumberFormat("id-ID", {
  style: "currency",
  currency: "IDR",
  notation: "compact",
  maximumFractionDigits: 1,
});

/** "Rp 12,5 jt": rupiah rounded for an axis or a tight space (the exact figure is shown beside it). */
export function formatRupiahShort(value: Value): string {
  const amount = toNumber(value);
  return amount === undefined ? EMPTY : compactRupiah.format(amount).replace(/\u00a0/g, " ");
}

/** A day in few characters, in the UI's language: "12 Nov", "12 Nov", "11月12日". */
export function formatShortDay(value: DateValue, language: string): string {
  if (value === null || value === undefined || value === "") return EMPTY;
  const date = dayjs(value);
  if (!date.isValid()) return EMPTY;
  return new Intl.DateTimeFormat(intlLocale(language), { day: "numeric", month: "short" }).format(
    date.toDate(),
  );
}

/** A person's initials for an avatar: the first letters of the first two words ("Alice Admin" → "AA"). */
export const formatInitials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join("");
