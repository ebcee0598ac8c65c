import { useTranslation } from "react-i18next";
import { RecordEdit } from "@/components/crud/record-edit";
import { CategoryForm } from "./form";
import { useCategoryForm } from "./use-category-form";

export default function CategoryEdit() {
  const { t } = useTranslation("catalogue");
  const form = useCategoryForm("edit");
  const id = form.id === undefined ? undefined : String(form.id);
  return (
    <RecordEdit
      title={t("catalogue:categories.titles.edit")}
      form={form}
      recordName={form.query?.data?.data?.categoryName}
      confirmDelete={false}
    >
      <CategoryForm formProps={form.formProps} id={id} />
    </RecordEdit>
  );
}
