import { catalogue } from "../area";

/** /store-change-logs: every store's history (not in the sidebar). */
export const storeChangeLogsArea = catalogue.changeLogArea({
  name: "store-change-logs",
  permissionArea: "STORE_CHANGE_LOG",
});
