import type { TFunction } from "i18next";
import type { Language } from "@/config";
import { formatDate } from "@/lib/format";
import { SCHEDULE_TIME_ZONE, zonedParts } from "../schema/schedule-rules";
import { weekdayShortLabel } from "./labels";

/**
 * A send time as staff read it, on Jakarta's clock whatever the browser's zone: "Thu, 26/11/2026
 * 09:00 WIB" (the date written the console's way; the weekday, since schedules repeat by it).
 */
export function formatWib(at: string | null | undefined, t: TFunction): string {
  const instant = at ? Date.parse(at) : NaN;
  if (!Number.isFinite(instant)) return "-";
  const { date, time } = zonedParts(SCHEDULE_TIME_ZONE, instant);
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  return t("notifications:rule.atWib", {
    weekday: weekdayShortLabel(t, weekday),
    date: formatDate(date),
    time,
  });
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
