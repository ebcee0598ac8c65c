import { Edit } from "@/components/crud/views";
import { useTranslation } from "react-i18next";
import { useRecordBreadcrumb } from "@/components/breadcrumb-labels";
import { BrandForm } from "./form";
import { useBrandForm } from "./use-brand-form";
import { PageTitle } from "@/components/crud/page-title";

export default function BrandEdit() {
  const { t } = useTranslation();
  const { formProps, saveButtonProps, query, id } = useBrandForm("edit");
  const brand = query?.data?.data;
  useRecordBreadcrumb(id === undefined ? undefined : String(id), brand?.brandName);
  return (
    <Edit
      title={<PageTitle>{t("brands.titles.edit")}</PageTitle>}
      breadcrumb={false}
      saveButtonProps={saveButtonProps}
      isLoading={query?.isLoading}
      deleteButtonProps={{
        confirmTitle: t("crud.actions.deleteConfirm", { name: brand?.brandName ?? "" }),
      }}
    >
      <BrandForm formProps={formProps} />
    </Edit>
  );
}
