import { GlobalOutlined } from "@ant-design/icons";
import { Button, Dropdown } from "antd";
import { useRef } from "react";
import { useTranslation } from "react-i18next";
import { getLanguage, setLanguage } from "@providers/i18n";
import { config, type Language } from "@/config";

/** en / id / jp in the top navigation (spec 2.4); hidden when configuration turns it off. */
export function LanguageSwitch({ compact }: { compact: boolean }) {
  const { t, i18n } = useTranslation();
  const button = useRef<HTMLButtonElement>(null);
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
      // Opened with Enter, the menu takes the focus: the arrows move through the languages at once.
      autoFocus
      menu={{
        selectable: true,
        selectedKeys: [current],
        items: config.i18n.languages.map((lang) => ({
          key: lang,
          label: names[lang],
          lang: lang === "jp" ? "ja" : lang,
        })),
        onClick: ({ key }) => {
          void setLanguage(key as Language);
          // The keyboard's place goes back to the button, not lost with the closed menu (after the
          // menu's own handling of the key, which keeps the focus on its item).
          window.setTimeout(() => button.current?.focus(), 0);
        },
      }}
    >
      <Button
        ref={button}
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
