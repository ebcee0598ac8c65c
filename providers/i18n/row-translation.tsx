import type { TFunction } from "i18next";
import { createContext, type ReactNode, useContext, useMemo, useSyncExternalStore } from "react";
import { i18n } from "./instance";

const subscribe = (onChange: () => void) => {
  i18n.on("languageChanged", onChange);
  return () => i18n.off("languageChanged", onChange);
};

const CurrentLanguage = createContext<string | null>(null);

/** The current language for useRowTranslation below it (the console's root): one listener for all. */
export function RowTranslationProvider({ children }: { children: ReactNode }) {
  const language = useSyncExternalStore(subscribe, () => i18n.language);
  return <CurrentLanguage.Provider value={language}>{children}</CurrentLanguage.Provider>;
}

/**
 * `useTranslation(ns)` for what a list draws in each of its rows (tags, row buttons). react-i18next's
 * hook copies the i18next instance and binds its own language listener at each mount: a list's twenty
 * rows mount their cells again after every sort or page, and those mounts were about a tenth of the
 * rows' render. This one reads the language from RowTranslationProvider (a change re-renders it as
 * react-i18next's would) and suspends, as that one does, until `ns` is loaded.
 */
export function useRowTranslation(ns?: string): { t: TFunction } {
  const language = useContext(CurrentLanguage) ?? i18n.language;
  if (ns && !i18n.hasLoadedNamespace(ns)) throw i18n.loadNamespaces(ns);
  const t = useMemo(() => i18n.getFixedT(language, ns ?? null), [language, ns]);
  return { t };
}
