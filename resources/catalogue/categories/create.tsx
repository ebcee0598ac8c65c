import { Create } from "@/components/crud/views";
import { useTranslation } from "react-i18next";
import { CategoryForm } from "./form";
import { useCategoryForm } from "./use-category-form";
import { PageTitle } from "@/components/crud/page-title";

export default function CategoryCreate() {
  const { t } = useTranslation("catalogue");
  const { formProps, saveButtonProps } = useCategoryForm("create");
  return (
    <Create
      title={<PageTitle>{t("catalogue:categories.titles.create")}</PageTitle>}
      breadcrumb={false}
      saveButtonProps={saveButtonProps}
    >
      <CategoryForm formProps={formProps} />
    </Create>
  );
}
