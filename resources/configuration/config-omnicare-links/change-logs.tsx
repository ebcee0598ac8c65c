import { settingsChangeLogPage } from "@/components/settings/settings-change-log";

/** /config-omnicare-links/change-logs: which links were added, removed, changed or moved, and by whom. */
export default settingsChangeLogPage({
  entity: "omnicare-links",
  setting: "omnicare-links",
  area: "config-omnicare-links",
  title: "configuration:omnicare.title",
});
