import { RecordEdit } from "@/components/crud/record-edit";
import { PaymentChannelForm } from "./form";
import { usePaymentChannelForm } from "./use-payment-channel-form";

export default function PaymentChannelEdit() {
  const form = usePaymentChannelForm("edit");
  return (
    <RecordEdit form={form}>
      <PaymentChannelForm formProps={form.formProps} />
    </RecordEdit>
  );
}
