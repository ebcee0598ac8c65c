import { Create } from "@/components/crud/views";
import { useTranslation } from "react-i18next";
import { StoreForm } from "./form";
import { useStoreForm } from "./use-store-form";
import { PageTitle } from "@/components/crud/page-title";

export default function StoreCreate() {
  const { t } = useTranslation("catalogue");
  const { formProps, saveButtonProps } = useStoreForm("create");
  return (
    <Create
      title={<PageTitle>{t("catalogue:stores.titles.create")}</PageTitle>}
      breadcrumb={false}
      saveButtonProps={saveButtonProps}
    >
      <StoreForm formProps={formProps} />
    </Create>
  );
}
