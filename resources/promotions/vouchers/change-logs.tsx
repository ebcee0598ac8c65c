import { productTypeLabel } from "@resources/catalogue/exports";
import { changeLogPage } from "@/components/crud/change-log-page";
import { channelLabel, discountTypeLabel, scopeLabel, statusLabel } from "./labels";

/** /vouchers/:id/change-logs: one voucher's history, its statuses, types and scopes in words. */
export default changeLogPage({
  entity: "voucher",
  resource: "vouchers",
  values: (t) => ({
    status: (value) => statusLabel(t, value),
    discountType: (value) => discountTypeLabel(t, value),
    appliesTo: (value) => scopeLabel(t, value),
    channels: (value) => channelLabel(t, value),
    productTypes: (value) => productTypeLabel(t, value),
  }),
});
