import { GlobalOutlined } from "@ant-design/icons";
import { Button, Dropdown } from "antd";
import { useTranslation } from "react-i18next";
import { getLanguage, setLanguage } from "@providers/i18n";
import { config, type Language } from "@/config";

/** en / id / jp in the top navigation (spec 2.4); hidden when configuration turns it off. */
export function LanguageSwitch({ compact }: { compact: boolean }) {
  const { t, i18n } = useTranslation();
  if (!config.ui.showLanguageInTopNav) return null;
  const current = getLanguage();
  const code = current.toUpperCase();
  const names: Record<Language, string> = {
    en: t("shell.languages.en"),
    id: t("shell.languages.id"),
    jp: t("shell.languages.jp"),
  };
  return (
    <Dropdown
      trigger={["click"]}
      menu={{
        selectable: true,
        selectedKeys: [current],
        items: config.i18n.languages.map((lang) => ({
          key: lang,
          label: names[lang],
          lang: lang === "jp" ? "ja" : lang,
        })),
        onClick: ({ key }) => void setLanguage(key as Language),
      }}
    >
      <Button
        type="text"
        icon={<GlobalOutlined aria-hidden />}
        // The name starts with the visible code (WCAG 2.5.3, label in name): "EN – Language: English".
        aria-label={
          compact
            ? t("shell.languages.label", { language: names[current] })
            : t("shell.languages.button", { code, language: names[current] })
        }
        data-lang={i18n.language}
      >
        {compact ? null : code}
      </Button>
    </Dropdown>
  );
}
