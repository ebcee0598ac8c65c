import type { Language } from "@/config";
import { SCHEDULE_TIME_ZONE } from "../schema/schedule-rules";

const LOCALES: Record<string, string> = { en: "en-GB", id: "id-ID", jp: "ja-JP" };

/** A send time as staff read it, in Jakarta time: "Thu, 26 Nov 2026, 09:00 WIB". */
export function formatWib(at: string | null | undefined, language: string): string {
  if (!at) return "-";
  const text = new Intl.DateTimeFormat(LOCALES[language] ?? "en-GB", {
    timeZone: SCHEDULE_TIME_ZONE,
    weekday: "short",
    day: "numeric",
    month: "short",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).format(new Date(at));
  return `${text} WIB`;
}

type Cronstrue = typeof import("cronstrue").default;

/** cronstrue's locale of each console language (only the one in use is downloaded). */
const LOCALE_LOADERS: Record<Language, [string, () => Promise<unknown>]> = {
  en: ["en", () => Promise.resolve()],
  id: ["id", () => import("cronstrue/locales/id")],
  jp: ["ja", () => import("cronstrue/locales/ja")],
};

let library: Promise<Cronstrue> | undefined;
const loadedLocales = new Map<string, Promise<unknown>>();

/** cronstrue with the language's locale loaded; resolves to a describer of cron expressions. */
export async function loadCronDescriber(
  language: string,
): Promise<(cron: string) => string | undefined> {
  library ??= import("cronstrue").then((module) => module.default);
  const cronstrue = await library;
  const [locale, load] = LOCALE_LOADERS[language as Language] ?? LOCALE_LOADERS.en;
  if (!loadedLocales.has(locale)) loadedLocales.set(locale, load());
  await loadedLocales.get(locale);
  return (cron: string) => {
    try {
      return cronstrue.toString(cron, {
        locale,
        use24HourTimeFormat: true,
        throwExceptionOnParseError: true,
      });
    } catch {
      return undefined;
    }
  };
}
