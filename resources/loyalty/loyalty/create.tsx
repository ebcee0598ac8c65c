import { useTranslation } from "react-i18next";
import { PageTitle } from "@/components/crud/page-title";
import { Create } from "@/components/crud/views";
import { LoyaltyForm } from "./form";
import { useLoyaltyForm } from "./use-loyalty-form";

export default function LoyaltyCreate() {
  const { t } = useTranslation("loyalty");
  const { formProps, saveButtonProps } = useLoyaltyForm("create");
  return (
    <Create
      title={<PageTitle>{t("loyalty:programmes.titles.create")}</PageTitle>}
      breadcrumb={false}
      saveButtonProps={saveButtonProps}
    >
      <LoyaltyForm formProps={formProps} />
    </Create>
  );
}
