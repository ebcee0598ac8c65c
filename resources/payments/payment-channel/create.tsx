import { RecordCreate } from "@/components/crud/record-create";
import { PaymentChannelForm } from "./form";
import { usePaymentChannelForm } from "./use-payment-channel-form";

export default function PaymentChannelCreate() {
  const { formProps, saveButtonProps } = usePaymentChannelForm("create");
  return (
    <RecordCreate saveButtonProps={saveButtonProps}>
      <PaymentChannelForm formProps={formProps} />
    </RecordCreate>
  );
}
