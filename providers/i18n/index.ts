import type { I18nProvider } from "@refinedev/core";
import type { BackendModule, ReadCallback } from "i18next";
import LanguageDetector from "i18next-browser-languagedetector";
import { initReactI18next } from "react-i18next";
import { config, type Language } from "@/config";
import { failureResources } from "./failure-texts";
import { i18n } from "./instance";

export { i18n };
export { translateOr } from "./translate";

export const LANGUAGES: readonly Language[] = config.i18n.languages;
export const FALLBACK_LANGUAGE: Language = config.i18n.fallbackLanguage;
/** The public pages (spec 2.1): their texts are all in the small `login` namespace. */
const PUBLIC_PATH = /^\/(login|forgot-password|reset-password(\/.*)?|search-region)?\/?$/;

/** The public pages of spec 2.1 (they render outside the console). */
export const isPublicPath = (pathname: string): boolean => PUBLIC_PATH.test(pathname);

/**
 * Namespaces loaded with the first paint; the others load when a screen asks for them. The public
 * pages skip the default namespace (the console's texts, which grow with every area): App.tsx loads it
 * together with the console's code.
 */
export const initialNamespaces = (pathname = window.location.pathname): string[] =>
  isPublicPath(pathname) ? ["login", "language"] : ["translation", "language", "login"];

/** `<html lang>`, dayjs and antd know Japanese as `ja`; the console calls it `jp`. */
export const htmlLang = (lang: Language): string => (lang === "jp" ? "ja" : lang);

export const isLanguage = (value: unknown): value is Language =>
  typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);

/** Maps what browsers, cookies and html tags say (`ja-JP`, `id-ID`, `in`, `EN`) onto en / id / jp. */
export function normaliseLanguage(value: string | null | undefined): Language | undefined {
  if (!value) return undefined;
  const base = value.trim().toLowerCase().replace("_", "-").split("-")[0];
  const mapped = base === "ja" ? "jp" : base === "in" ? "id" : base;
  return isLanguage(mapped) ? mapped : undefined;
}

/**
 * One lazily loaded chunk per locale file: `import.meta.glob` makes a missing
 * file a build error and loads nothing before a screen needs it.
 */
const localeFiles = import.meta.glob<{ default: Record<string, unknown> }>("/locales/*/*.json");

/** Every namespace: one file per language in `locales/<lang>/` (a domain's is named after its folder). */
export const NAMESPACES: readonly string[] = [
  ...new Set(Object.keys(localeFiles).map((path) => path.split("/")[3]!.replace(/\.json$/, ""))),
].sort();

/**
 * Where a key the console's own namespace lacks is looked up next: the domains' namespaces (once a
 * domain's pages have loaded them). Refine asks the default namespace for a resource's texts
 * (`vouchers.titles.list`), which each domain keeps with its own.
 */
const SHELL_NAMESPACES = [config.i18n.defaultNamespace, "login", "language"];
const FALLBACK_NAMESPACES = [
  config.i18n.defaultNamespace,
  ...NAMESPACES.filter((ns) => !SHELL_NAMESPACES.includes(ns)),
];

export const localeFilePath = (lng: string, ns: string) => `/locales/${lng}/${ns}.json`;

const lazyBackend: BackendModule = {
  type: "backend",
  init: () => undefined,
  read(lng: string, ns: string, callback: ReadCallback) {
    const load = localeFiles[localeFilePath(lng, ns)];
    if (!load) {
      callback(null, {});
      return;
    }
    load().then(
      (module) => callback(null, module.default),
      (error: unknown) =>
        callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

function readCookie(name: string): string | undefined {
  if (typeof document === "undefined") return undefined;
  const match = document.cookie
    .split(";")
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name}=`));
  return match ? decodeURIComponent(match.slice(name.length + 1)) : undefined;
}

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

function storeLanguage(lang: Language) {
  try {
    localStorage.setItem(config.storageKeys.language, lang);
  } catch {
    // Storage may be unavailable (private mode quotas): the cookie still keeps the choice.
  }
  if (typeof document !== "undefined") {
    document.cookie = `${config.i18n.cookieName}=${lang}; path=/; max-age=${ONE_YEAR_SECONDS}; SameSite=Lax`;
  }
}

function applyHtmlLang(lang: Language) {
  if (typeof document !== "undefined") document.documentElement.lang = htmlLang(lang);
}

/**
 * The language to start with: a stored cookie overrides everything (spec 4),
 * then the stored `language`, then the detector (path, html tag, cookie,
 * navigator), then en.
 */
export function startupLanguage(detected: string | readonly string[] | undefined): Language {
  const fromCookie = normaliseLanguage(readCookie(config.i18n.cookieName));
  if (fromCookie) return fromCookie;
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(config.storageKeys.language);
  } catch {
    stored = null;
  }
  const fromStorage = normaliseLanguage(stored);
  if (fromStorage) return fromStorage;
  const candidates = typeof detected === "string" ? [detected] : (detected ?? []);
  for (const candidate of candidates) {
    const lang = normaliseLanguage(candidate);
    if (lang) return lang;
  }
  return FALLBACK_LANGUAGE;
}

let initPromise: Promise<void> | undefined;

/** Initialises i18next once (later calls share the first promise). */
export function initI18n(): Promise<void> {
  initPromise ??= (async () => {
    const detector = new LanguageDetector(undefined, {
      order: [...config.i18n.detectionOrder],
      lookupCookie: config.i18n.cookieName,
      lookupLocalStorage: config.storageKeys.language,
      lookupFromPathIndex: 0,
      caches: [],
      convertDetectedLanguage: (lng: string) => normaliseLanguage(lng) ?? lng,
    });
    const lng = startupLanguage(detector.detect());
    i18n.on("languageChanged", (changed: string) => {
      const lang = normaliseLanguage(changed);
      if (lang) applyHtmlLang(lang);
    });
    await i18n
      .use(lazyBackend)
      .use(initReactI18next)
      .init({
        lng,
        fallbackLng: FALLBACK_LANGUAGE,
        supportedLngs: [...LANGUAGES],
        nonExplicitSupportedLngs: false,
        load: "currentOnly",
        ns: initialNamespaces(),
        defaultNS: config.i18n.defaultNamespace,
        fallbackNS: FALLBACK_NAMESPACES,
        interpolation: { escapeValue: false },
        returnNull: false,
        returnEmptyString: false,
        react: { useSuspense: true },
        // In the entry: the texts of the screens that say a download failed (./failure-texts.ts).
        resources: failureResources,
        partialBundledLanguages: true,
      });
    storeLanguage(lng);
    applyHtmlLang(lng);
  })();
  return initPromise;
}

/** Switches the language: stored under `language` and in the `i18next` cookie, `<html lang>` follows. */
export async function setLanguage(lang: Language): Promise<void> {
  storeLanguage(lang);
  await i18n.changeLanguage(lang);
  applyHtmlLang(lang);
}

export const getLanguage = (): Language =>
  normaliseLanguage(i18n.resolvedLanguage ?? i18n.language) ?? FALLBACK_LANGUAGE;

/** Loads a namespace of the current language (and of en, for fallbacks) ahead of a screen. */
export const loadNamespaces = (ns: string | string[]) => i18n.loadNamespaces(ns);

/**
 * Refine's adapter. Refine calls `translate(key, "Default text")` as well as
 * `translate(key, options, "Default text")`: a string second argument is the
 * default, so a missing key shows that text (or the en text), never the key.
 */
export const i18nProvider: I18nProvider = {
  translate: (key: string, options?: unknown, defaultMessage?: string) => {
    // Refine builds some keys from a resource name; on a page without a resource that is "undefined.…",
    // which no text answers (and nothing shows it).
    if (key.startsWith("undefined.")) return defaultMessage ?? "";
    const defaultValue = typeof options === "string" ? options : defaultMessage;
    const values =
      options && typeof options === "object" ? (options as Record<string, unknown>) : {};
    const text = i18n.t(key, { ...values, defaultValue: defaultValue ?? key });
    return typeof text === "string" ? text : String(text);
  },
  changeLocale: (locale: string) => {
    const lang = normaliseLanguage(locale);
    return lang ? setLanguage(lang) : Promise.resolve();
  },
  getLocale: () => getLanguage(),
};
