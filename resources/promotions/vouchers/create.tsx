import { RecordCreate } from "@/components/crud/record-create";
import { VoucherForm } from "./form";
import { useVoucherForm } from "./use-voucher-form";

export default function VoucherCreate() {
  const { formProps, saveButtonProps } = useVoucherForm("create");
  return (
    <RecordCreate saveButtonProps={saveButtonProps}>
      <VoucherForm formProps={formProps} />
    </RecordCreate>
  );
}
