import { useGetLocale, useSetLocale } from "@refinedev/core";
import { Select } from "antd";
import { useTranslation } from "react-i18next";
import { config, type Language } from "@/config";

/** The language choice on the public pages (the shell has its own in the header). */
export function LanguagePicker() {
  const { t } = useTranslation("language");
  const locale = useGetLocale();
  const setLocale = useSetLocale();
  const current = (locale() ?? config.i18n.fallbackLanguage) as Language;
  const labels: Record<Language, string> = {
    en: t("en"),
    id: t("id"),
    jp: t("jp"),
  };
  return (
    <Select
      aria-label={t("label")}
      size="small"
      variant="borderless"
      value={config.i18n.languages.includes(current) ? current : config.i18n.fallbackLanguage}
      onChange={(value: Language) => setLocale(value)}
      options={config.i18n.languages.map((code) => ({ value: code, label: labels[code] }))}
      popupMatchSelectWidth={false}
      style={{ minWidth: 120 }}
    />
  );
}
