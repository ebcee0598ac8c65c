import type { DataSize } from "../db/collection";

/** Whether we run under Node (Vitest): there seeds are frozen to catch accidental mutation. */
export const isNode = typeof process !== "undefined" && !!process.versions?.node;

const seedCache = new Map<string, unknown[]>();

function deepFreeze(value: unknown) {
  if (value && typeof value === "object" && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
}

/**
 * Wraps a seed generator so it runs once per data size (lazily, on first access).
 * `cache: false` regenerates on every reset (small seeds whose dates follow "now").
 */
export function seeded<T>(name: string, generate: (size: DataSize) => T[], { cache = true } = {}) {
  return (size: DataSize): T[] => {
    const key = `${size}:${name}`;
    const cached = cache ? (seedCache.get(key) as T[] | undefined) : undefined;
    if (cached) return cached;
    const rows = generate(size);
    if (isNode && size === "normal") deepFreeze(rows);
    if (cache) seedCache.set(key, rows);
    return rows;
  };
}

/**
 * Generated dates are relative to one fixed "now" per seeding: the minute the seed was first built.
 * The browser demo keeps it with the saved changes (`setAnchor` on start), so a reload shows the same
 * seeded times and the same balances as before; "Reset demo data" takes a new one.
 */
let anchorMs: number | undefined;
export const anchor = () => (anchorMs ??= Math.floor(Date.now() / 60_000) * 60_000);
/** Seeds this run from the "now" of an earlier seeding (call before any seed is read). */
export function setAnchor(ms: number) {
  if (anchorMs === ms) return;
  anchorMs = ms;
  seedCache.clear();
}
export const DAY = 86_400_000;
export const iso = (ms: number) => new Date(ms).toISOString();
export const daysAgo = (days: number, extraMs = 0) => iso(anchor() - days * DAY + extraMs);
export const startOfToday = () => {
  const date = new Date(anchor());
  date.setHours(0, 0, 0, 0);
  return date.getTime();
};

export const pad = (value: number, length: number) => String(value).padStart(length, "0");

/** Given names by gender: a seeded person's first and middle names agree with their gender. */
export const FEMALE_FIRST_NAMES = [
  "Anisa",
  "Ayu",
  "Citra",
  "Dewi",
  "Dian",
  "Fitri",
  "Gita",
  "Indah",
  "Intan",
  "Kartika",
  "Lestari",
  "Maya",
  "Nanda",
  "Putri",
  "Rani",
  "Sari",
  "Siti",
  "Sri",
  "Wulan",
  "Yani",
  "Zahra",
];
export const MALE_FIRST_NAMES = [
  "Adi",
  "Agus",
  "Ahmad",
  "Andi",
  "Bambang",
  "Bayu",
  "Budi",
  "Dimas",
  "Eka",
  "Fajar",
  "Hadi",
  "Hendra",
  "Joko",
  "Rahmat",
  "Reza",
  "Rizky",
  "Taufik",
  "Teguh",
  "Wahyu",
  "Yudi",
  "Yusuf",
];
export const FIRST_NAMES = [...FEMALE_FIRST_NAMES, ...MALE_FIRST_NAMES];
/** Middle names ("" = none, the most common case), by gender. */
export const FEMALE_MIDDLE_NAMES = ["", "", "", "", "Nur", "Putri", "Dwi", "Ayu", "Tri", "Eka"];
export const MALE_MIDDLE_NAMES = ["", "", "", "", "Nur", "Putra", "Dwi", "Eka", "Tri", "Adi"];
export const LAST_NAMES = [
  "Saputra",
  "Wijaya",
  "Santoso",
  "Pratama",
  "Hidayat",
  "Kusuma",
  "Nugroho",
  "Siregar",
  "Simanjuntak",
  "Harahap",
  "Lubis",
  "Gunawan",
  "Setiawan",
  "Susanto",
  "Halim",
  "Tanjung",
  "Wibowo",
  "Rahayu",
  "Permana",
  "Utami",
  "Sembiring",
  "Purba",
  "Nasution",
  "Ginting",
  "Hakim",
  "Kurniawan",
];

export const fullName = (first: string, middle: string, last: string) =>
  [first, middle, last].filter(Boolean).join(" ");

export const svg = (body: string, background: string) =>
  `data:image/svg+xml;utf8,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 120"><rect width="160" height="120" rx="12" fill="${background}"/>${body}</svg>`,
  )}`;

export const label = (text: string, color = "#fff") =>
  `<text x="80" y="68" font-family="sans-serif" font-size="22" font-weight="700" text-anchor="middle" fill="${color}">${text}</text>`;
