import { useTranslation } from "react-i18next";
import { RecordEdit } from "@/components/crud/record-edit";
import { accountName } from "./columns";
import { PaymentAccountForm } from "./form";
import { usePaymentAccountForm } from "./use-payment-account-form";

export default function PaymentAccountEdit() {
  const { t } = useTranslation("payments");
  const form = usePaymentAccountForm("edit");
  const record = form.query?.data?.data;
  return (
    <RecordEdit
      title={t("payments:accounts.titles.edit")}
      form={form}
      recordName={record ? accountName(record) : undefined}
    >
      <PaymentAccountForm formProps={form.formProps} />
    </RecordEdit>
  );
}
