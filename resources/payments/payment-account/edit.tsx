import { RecordEdit } from "@/components/crud/record-edit";
import { accountName } from "./columns";
import { PaymentAccountForm } from "./form";
import { usePaymentAccountForm } from "./use-payment-account-form";

export default function PaymentAccountEdit() {
  const form = usePaymentAccountForm("edit");
  const record = form.query?.data?.data;
  return (
    <RecordEdit form={form} recordName={record ? accountName(record) : undefined}>
      <PaymentAccountForm formProps={form.formProps} />
    </RecordEdit>
  );
}
