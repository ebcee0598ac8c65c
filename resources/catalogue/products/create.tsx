import { Create } from "@/components/crud/views";
import { useTranslation } from "react-i18next";
import { ProductForm } from "./form";
import { useProductForm } from "./use-product-form";
import { PageTitle } from "@/components/crud/page-title";

export default function ProductCreate() {
  const { t } = useTranslation("catalogue");
  const { formProps, saveButtonProps } = useProductForm("create");
  return (
    <Create
      title={<PageTitle>{t("catalogue:products.titles.create")}</PageTitle>}
      breadcrumb={false}
      saveButtonProps={saveButtonProps}
    >
      <ProductForm formProps={formProps} />
    </Create>
  );
}
