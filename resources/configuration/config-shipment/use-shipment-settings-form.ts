import { useSettingsForm } from "@/components/settings/settings-form";
import {
  shipmentSettingsUpdate,
  type ShipmentSettings,
  type ShipmentSettingsUpdate,
} from "../schema/app-config";

/** The Shipment form: the Express and Instant courier lists, their labels and rules from the schema. */
export const useShipmentSettingsForm = () =>
  useSettingsForm<ShipmentSettings, ShipmentSettingsUpdate>({
    resource: "config-shipment",
    setting: "shipment",
    // "express.2" (one stored value) shows on the list it belongs to.
    errorField: (path) => [path[0]!],
    schema: shipmentSettingsUpdate,
  });
