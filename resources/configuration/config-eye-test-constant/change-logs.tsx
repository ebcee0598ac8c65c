import { settingsChangeLogPage } from "@/components/settings/settings-change-log";

/** /config-eye-test-constant/change-logs: who changed the four constants, and from what to what. */
export default settingsChangeLogPage({
  entity: "eye-test-constants",
  setting: "eye-test-constants",
  area: "config-eye-test-constant",
  title: "configuration:eyeTest.title",
});
