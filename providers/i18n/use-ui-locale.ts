import type { Locale } from "antd/es/locale";
import enUS from "antd/locale/en_US";
import { useEffect, useState, useSyncExternalStore } from "react";
import type { Language } from "@/config";
import { getLanguage, i18n } from "./index";

/** dayjs knows Japanese as `ja`. */
export const dayjsLocale = (lang: Language) => (lang === "jp" ? "ja" : lang);

const dayjsLoaders: Record<Language, () => Promise<unknown>> = {
  en: () => Promise.resolve(),
  id: () => import("dayjs/locale/id"),
  jp: () => import("dayjs/locale/ja"),
};

const antdLoaders: Record<Language, () => Promise<Locale>> = {
  en: () => Promise.resolve(enUS),
  id: () => import("antd/es/locale/id_ID").then((module) => module.default),
  jp: () => import("antd/es/locale/ja_JP").then((module) => module.default),
};

const antdCache = new Map<Language, Locale>([["en", enUS]]);

/** Loads a dayjs locale (e.g. "id" for the Indonesian dates of spec 9) without switching to it. */
export const loadDayjsLocale = (lang: Language): Promise<unknown> => dayjsLoaders[lang]();

/** Loads and returns the antd locale of a language. */
export async function loadAntdLocale(lang: Language): Promise<Locale> {
  const cached = antdCache.get(lang);
  if (cached) return cached;
  const locale = await antdLoaders[lang]();
  antdCache.set(lang, locale);
  return locale;
}

/** dayjs starts in en: it is only loaded (the login page formats no date) when that changes. */
let dayjsSwitched = false;

async function switchDayjs(lang: Language): Promise<void> {
  if (lang === "en" && !dayjsSwitched) return;
  const [{ default: dayjs }] = await Promise.all([import("dayjs"), loadDayjsLocale(lang)]);
  dayjs.locale(dayjsLocale(lang));
  dayjsSwitched = true;
}

function subscribe(onChange: () => void) {
  i18n.on("languageChanged", onChange);
  return () => i18n.off("languageChanged", onChange);
}

/**
 * antd's locale for the current language (date pickers, pagination, form
 * messages), loaded on demand; switches dayjs' global locale along with it.
 */
export function useUiLocale(): Locale {
  const lang = useSyncExternalStore(subscribe, getLanguage, getLanguage);
  const [loaded, setLoaded] = useState<{ lang: Language; locale: Locale }>(() => ({
    lang,
    locale: antdCache.get(lang) ?? enUS,
  }));

  useEffect(() => {
    let cancelled = false;
    void Promise.all([loadAntdLocale(lang), switchDayjs(lang)]).then(([locale]) => {
      if (cancelled) return;
      setLoaded({ lang, locale });
    });
    return () => {
      cancelled = true;
    };
  }, [lang]);

  return loaded.lang === lang ? loaded.locale : (antdCache.get(lang) ?? loaded.locale);
}
