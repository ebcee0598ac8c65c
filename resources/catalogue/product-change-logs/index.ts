import { catalogue } from "../area";

/** /product-change-logs: every product's history (not in the sidebar). */
export const productChangeLogsArea = catalogue.changeLogArea({
  name: "product-change-logs",
  permissionArea: "PRODUCT_CHANGE_LOG",
});
