import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { loadCronDescriber } from "./describe";

/** The rule in the UI language ("At 09:00, only on Monday and Thursday (WIB)"), or undefined while loading. */
export function useCronSentence(cron: string | null | undefined): string | undefined {
  const { t, i18n } = useTranslation("notifications");
  const language = i18n.language;
  const [describe, setDescribe] = useState<{
    language: string;
    of: (cron: string) => string | undefined;
  }>();
  useEffect(() => {
    let live = true;
    void loadCronDescriber(language).then((of) => {
      if (live) setDescribe({ language, of });
    });
    return () => {
      live = false;
    };
  }, [language]);
  if (!cron || !describe || describe.language !== language) return undefined;
  const sentence = describe.of(cron);
  return sentence ? t("notifications:rule.inZone", { sentence }) : undefined;
}
