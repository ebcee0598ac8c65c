import { Create } from "@refinedev/antd";
import { useTranslation } from "react-i18next";
import { ProductForm } from "./form";
import { useProductForm } from "./use-product-form";

export default function ProductCreate() {
  const { t } = useTranslation();
  const { formProps, saveButtonProps } = useProductForm("create");
  return (
    <Create title={t("products.titles.create")} breadcrumb={false} saveButtonProps={saveButtonProps}>
      <ProductForm formProps={formProps} />
    </Create>
  );
}
