import { useTranslation } from "react-i18next";
import { RecordEdit } from "@/components/crud/record-edit";
import { PaymentChannelForm } from "./form";
import { usePaymentChannelForm } from "./use-payment-channel-form";

export default function PaymentChannelEdit() {
  const { t } = useTranslation("payments");
  const form = usePaymentChannelForm("edit");
  return (
    <RecordEdit
      title={t("payments:channels.titles.edit")}
      form={form}
      recordName={form.query?.data?.data?.channelName}
    >
      <PaymentChannelForm formProps={form.formProps} />
    </RecordEdit>
  );
}
