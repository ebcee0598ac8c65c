import { useTranslation } from "react-i18next";
import { PageTitle } from "@/components/crud/page-title";
import { Create } from "@/components/crud/views";
import { PaymentAccountForm } from "./form";
import { usePaymentAccountForm } from "./use-payment-account-form";

export default function PaymentAccountCreate() {
  const { t } = useTranslation("payments");
  const { formProps, saveButtonProps } = usePaymentAccountForm("create");
  return (
    <Create
      title={<PageTitle>{t("payments:accounts.titles.create")}</PageTitle>}
      breadcrumb={false}
      saveButtonProps={saveButtonProps}
    >
      <PaymentAccountForm formProps={formProps} />
    </Create>
  );
}
