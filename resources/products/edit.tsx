import { Edit } from "@/components/crud/views";
import { useTranslation } from "react-i18next";
import { useRecordBreadcrumb } from "@/components/breadcrumb-labels";
import { ProductForm } from "./form";
import { useProductForm } from "./use-product-form";
import { PageTitle } from "@/components/crud/page-title";

export default function ProductEdit() {
  const { t } = useTranslation();
  const { formProps, saveButtonProps, query, id } = useProductForm("edit");
  const product = query?.data?.data;
  const key = id === undefined ? undefined : String(id);
  useRecordBreadcrumb(key, product?.productName);
  return (
    <Edit
      title={<PageTitle>{t("products.titles.edit")}</PageTitle>}
      breadcrumb={false}
      saveButtonProps={saveButtonProps}
      isLoading={query?.isLoading}
      deleteButtonProps={{
        confirmTitle: t("crud.actions.deleteConfirm", { name: product?.productName ?? "" }),
      }}
    >
      {/* Mounted once the record is there, so the form starts from it (specifications included). */}
      {product && <ProductForm formProps={formProps} productId={key} />}
    </Edit>
  );
}
