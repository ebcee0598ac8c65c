import { settingsChangeLogPage } from "@/components/settings/settings-change-log";

/** /config-shipment/change-logs: who changed the couriers offered, and how (by the couriers' names). */
export default settingsChangeLogPage({
  entity: "shipment-settings",
  setting: "shipment",
  area: "config-shipment",
  title: "configuration:shipment.title",
});
