import { RecordCreate } from "@/components/crud/record-create";
import { PaymentAccountForm } from "./form";
import { usePaymentAccountForm } from "./use-payment-account-form";

export default function PaymentAccountCreate() {
  const { formProps, saveButtonProps } = usePaymentAccountForm("create");
  return (
    <RecordCreate saveButtonProps={saveButtonProps}>
      <PaymentAccountForm formProps={formProps} />
    </RecordCreate>
  );
}
