import { Create } from "@refinedev/antd";
import { useTranslation } from "react-i18next";
import { BrandForm } from "./form";
import { useBrandForm } from "./use-brand-form";

export default function BrandCreate() {
  const { t } = useTranslation();
  const { formProps, saveButtonProps } = useBrandForm("create");
  return (
    <Create title={t("brands.titles.create")} breadcrumb={false} saveButtonProps={saveButtonProps}>
      <BrandForm formProps={formProps} />
    </Create>
  );
}
