import { catalogue } from "../area";

/** /brand-change-logs: every brand's history (not in the sidebar). */
export const brandChangeLogsArea = catalogue.changeLogArea({
  name: "brand-change-logs",
  permissionArea: "BRAND_CHANGE_LOG",
});
