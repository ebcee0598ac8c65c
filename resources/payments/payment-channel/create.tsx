import { useTranslation } from "react-i18next";
import { PageTitle } from "@/components/crud/page-title";
import { Create } from "@/components/crud/views";
import { PaymentChannelForm } from "./form";
import { usePaymentChannelForm } from "./use-payment-channel-form";

export default function PaymentChannelCreate() {
  const { t } = useTranslation("payments");
  const { formProps, saveButtonProps } = usePaymentChannelForm("create");
  return (
    <Create
      title={<PageTitle>{t("payments:channels.titles.create")}</PageTitle>}
      breadcrumb={false}
      saveButtonProps={saveButtonProps}
    >
      <PaymentChannelForm formProps={formProps} />
    </Create>
  );
}
