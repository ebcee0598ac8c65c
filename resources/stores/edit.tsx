import { Edit } from "@/components/crud/views";
import { useTranslation } from "react-i18next";
import { useRecordBreadcrumb } from "@/components/breadcrumb-labels";
import { StoreForm } from "./form";
import { useStoreForm } from "./use-store-form";
import { PageTitle } from "@/components/crud/page-title";

export default function StoreEdit() {
  const { t } = useTranslation();
  const { formProps, saveButtonProps, query, id } = useStoreForm("edit");
  const store = query?.data?.data;
  useRecordBreadcrumb(id === undefined ? undefined : String(id), store?.storeName);
  return (
    <Edit
      title={<PageTitle>{t("stores.titles.edit")}</PageTitle>}
      breadcrumb={false}
      saveButtonProps={saveButtonProps}
      isLoading={query?.isLoading}
      deleteButtonProps={{
        confirmTitle: t("crud.actions.deleteConfirm", { name: store?.storeName ?? "" }),
      }}
    >
      <StoreForm formProps={formProps} />
    </Edit>
  );
}
