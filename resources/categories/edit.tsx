import { Edit } from "@/components/crud/views";
import { useTranslation } from "react-i18next";
import { useRecordBreadcrumb } from "@/components/breadcrumb-labels";
import { CategoryForm } from "./form";
import { useCategoryForm } from "./use-category-form";
import { PageTitle } from "@/components/crud/page-title";

export default function CategoryEdit() {
  const { t } = useTranslation();
  const { formProps, saveButtonProps, query, id } = useCategoryForm("edit");
  const category = query?.data?.data;
  const key = id === undefined ? undefined : String(id);
  useRecordBreadcrumb(key, category?.categoryName);
  return (
    <Edit
      title={<PageTitle>{t("categories.titles.edit")}</PageTitle>}
      breadcrumb={false}
      saveButtonProps={saveButtonProps}
      isLoading={query?.isLoading}
    >
      <CategoryForm formProps={formProps} id={key} />
    </Edit>
  );
}
