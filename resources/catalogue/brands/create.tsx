import { Create } from "@/components/crud/views";
import { useTranslation } from "react-i18next";
import { BrandForm } from "./form";
import { useBrandForm } from "./use-brand-form";
import { PageTitle } from "@/components/crud/page-title";

export default function BrandCreate() {
  const { t } = useTranslation("catalogue");
  const { formProps, saveButtonProps } = useBrandForm("create");
  return (
    <Create
      title={<PageTitle>{t("catalogue:brands.titles.create")}</PageTitle>}
      breadcrumb={false}
      saveButtonProps={saveButtonProps}
    >
      <BrandForm formProps={formProps} />
    </Create>
  );
}
