import type { TFunction } from "i18next";
import { productTypeLabel } from "@resources/catalogue/exports";
import { useChangeValueLabels } from "@/components/crud/change-log-fields";
import { RecordChangeLogPage } from "@/components/crud/change-log-page";
import type { Voucher } from "../schema/voucher";
import { channelLabel, discountTypeLabel, scopeLabel, statusLabel } from "./labels";

const nameOf = (voucher: Voucher) => voucher.voucherName;

/** A voucher's statuses, discount types, scopes, channels and product types in words. */
const values = (t: TFunction) => ({
  status: (value: string) => statusLabel(t, value),
  discountType: (value: string) => discountTypeLabel(t, value),
  appliesTo: (value: string) => scopeLabel(t, value),
  channels: (value: string) => channelLabel(t, value),
  productTypes: (value: string) => productTypeLabel(t, value),
});

/** /vouchers/:id/change-logs: one voucher's history, read from its schema. */
export default function VoucherChangeLogs() {
  const valueLabels = useChangeValueLabels(values);
  return (
    <RecordChangeLogPage<Voucher>
      entity="voucher"
      resource="vouchers"
      changeLogArea="vouchers"
      nameOf={nameOf}
      valueLabels={valueLabels}
    />
  );
}
