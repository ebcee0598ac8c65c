import { useTranslation } from "react-i18next";
import { RecordEdit } from "@/components/crud/record-edit";
import { VoucherForm } from "./form";
import { useVoucherForm } from "./use-voucher-form";

export default function VoucherEdit() {
  const { t } = useTranslation("promotions");
  const form = useVoucherForm("edit");
  const voucher = form.query?.data?.data;
  return (
    <RecordEdit
      title={t("promotions:vouchers.titles.edit")}
      form={form}
      recordName={voucher?.voucherName}
    >
      <VoucherForm formProps={form.formProps} lockedBrand={(voucher?.codeCount ?? 0) > 0} />
    </RecordEdit>
  );
}
