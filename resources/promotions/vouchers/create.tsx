import { useTranslation } from "react-i18next";
import { PageTitle } from "@/components/crud/page-title";
import { Create } from "@/components/crud/views";
import { VoucherForm } from "./form";
import { useVoucherForm } from "./use-voucher-form";

export default function VoucherCreate() {
  const { t } = useTranslation("promotions");
  const { formProps, saveButtonProps } = useVoucherForm("create");
  return (
    <Create
      title={<PageTitle>{t("promotions:vouchers.titles.create")}</PageTitle>}
      breadcrumb={false}
      saveButtonProps={saveButtonProps}
    >
      <VoucherForm formProps={formProps} />
    </Create>
  );
}
