import { defineCsv } from "@/components/crud/csv-writers";
import type { UserDevice } from "../schema/user-device";
import { deviceStatus, platformLabel, pushTokenText } from "./labels";

/** The device list's CSV cells, written in the export's worker: the words the list shows. */
export default defineCsv<UserDevice>("user-devices", {
  platform: (device, { t }) => platformLabel(t, device.platform),
  hasPushToken: (device, { t }) => pushTokenText(t, device.hasPushToken),
  revokedAt: (device, { t }) => deviceStatus(t, device),
});
