import { RecordEdit } from "@/components/crud/record-edit";
import { VoucherForm } from "./form";
import { useVoucherForm } from "./use-voucher-form";

export default function VoucherEdit() {
  const form = useVoucherForm("edit");
  const voucher = form.query?.data?.data;
  return (
    <RecordEdit form={form} recordName={voucher?.voucherName}>
      <VoucherForm formProps={form.formProps} lockedBrand={(voucher?.codeCount ?? 0) > 0} />
    </RecordEdit>
  );
}
