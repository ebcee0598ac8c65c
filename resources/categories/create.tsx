import { Create } from "@refinedev/antd";
import { useTranslation } from "react-i18next";
import { CategoryForm } from "./form";
import { useCategoryForm } from "./use-category-form";

export default function CategoryCreate() {
  const { t } = useTranslation();
  const { formProps, saveButtonProps } = useCategoryForm("create");
  return (
    <Create title={t("categories.titles.create")} breadcrumb={false} saveButtonProps={saveButtonProps}>
      <CategoryForm formProps={formProps} />
    </Create>
  );
}
