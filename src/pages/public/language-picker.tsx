import { useTranslation } from "react-i18next";
import { getLanguage, setLanguage } from "@providers/i18n";
import { config, type Language } from "@/config";

/**
 * The language choice on the public pages (the shell has its own in the
 * header). A native select: antd's Select would add ~20 KiB to the login page.
 */
export function LanguagePicker() {
  const { t } = useTranslation("language");
  // Re-renders on a language change through useTranslation.
  const current = (getLanguage() ?? config.i18n.fallbackLanguage) as Language;
  const labels: Record<Language, string> = { en: t("en"), id: t("id"), jp: t("jp") };
  return (
    <select
      aria-label={t("label")}
      value={config.i18n.languages.includes(current) ? current : config.i18n.fallbackLanguage}
      onChange={(event) => void setLanguage(event.target.value as Language)}
      style={{
        border: "1px solid transparent",
        borderRadius: config.ui.theme.borderRadius,
        background: "transparent",
        color: "inherit",
        font: "inherit",
        fontSize: 14,
        padding: "4px 8px",
        cursor: "pointer",
        flex: "0 1 auto",
        minWidth: 0,
        maxWidth: 180,
        textOverflow: "ellipsis",
      }}
    >
      {config.i18n.languages.map((code) => (
        <option key={code} value={code}>
          {labels[code]}
        </option>
      ))}
    </select>
  );
}
