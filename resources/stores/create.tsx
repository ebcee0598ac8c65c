import { Create } from "@refinedev/antd";
import { useTranslation } from "react-i18next";
import { StoreForm } from "./form";
import { useStoreForm } from "./use-store-form";

export default function StoreCreate() {
  const { t } = useTranslation();
  const { formProps, saveButtonProps } = useStoreForm("create");
  return (
    <Create title={t("stores.titles.create")} breadcrumb={false} saveButtonProps={saveButtonProps}>
      <StoreForm formProps={formProps} />
    </Create>
  );
}
