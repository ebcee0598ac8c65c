import { Edit } from "@refinedev/antd";
import { useTranslation } from "react-i18next";
import { useRecordBreadcrumb } from "@/components/breadcrumb-labels";
import { CategoryForm } from "./form";
import { useCategoryForm } from "./use-category-form";

export default function CategoryEdit() {
  const { t } = useTranslation();
  const { formProps, saveButtonProps, query, id } = useCategoryForm("edit");
  const category = query?.data?.data;
  const key = id === undefined ? undefined : String(id);
  useRecordBreadcrumb(key, category?.categoryName);
  return (
    <Edit title={t("categories.titles.edit")} breadcrumb={false} saveButtonProps={saveButtonProps} isLoading={query?.isLoading}>
      <CategoryForm formProps={formProps} id={key} />
    </Edit>
  );
}
