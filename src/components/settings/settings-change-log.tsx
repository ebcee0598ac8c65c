import { useTranslation } from "react-i18next";
import type { TextKey } from "@/contract/messages";
import { ChangeLogList } from "@/components/crud/change-log-page";

/**
 * The change log of a settings page (`/config-shipment/change-logs`, see `pageChangeLogRoute`): one
 * entry per save that changed something, each field by the page's schema label, read by whoever may
 * open the page. `entity` and `setting` name the page's log in the demo API ("shipment-settings",
 * "shipment"); `area` is the page's area; `title` the page's title key.
 */
export function settingsChangeLogPage(options: {
  entity: string;
  setting: string;
  area: string;
  title: TextKey;
}) {
  const { entity, setting, area, title: titleKey } = options;
  return function SettingsChangeLogPage() {
    const { t } = useTranslation();
    const title = t("changeLogs.titles.record", { name: t(titleKey) });
    return <ChangeLogList title={title} entity={entity} area={area} entityId={setting} />;
  };
}
