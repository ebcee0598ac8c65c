import { settingsChangeLogPage } from "@/components/settings/settings-change-log";

/** /config-contact-us/change-logs: who changed which contact detail (the CONTACT_US app config). */
export default settingsChangeLogPage({
  entity: "contact-us",
  setting: "CONTACT_US",
  area: "config-contact-us",
  title: "configuration:contactUs.title",
});
