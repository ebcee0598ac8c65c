import { Form } from "antd";
import { useTranslation } from "react-i18next";
import { RecordEdit } from "@/components/crud/record-edit";
import { ProductForm } from "./form";
import { useProductForm } from "./use-product-form";

export default function ProductEdit() {
  const { t } = useTranslation("catalogue");
  const form = useProductForm("edit");
  const product = form.query?.data?.data;
  return (
    <RecordEdit
      title={t("catalogue:products.titles.edit")}
      form={form}
      recordName={product?.productName}
    >
      {/* Mounted once the record is there, so the form starts from it (specifications included);
          until then the form stays connected with no markup of its own. */}
      {!product && <Form form={form.formProps.form} component={false} />}
      {product && (
        <ProductForm
          formProps={form.formProps}
          productId={form.id === undefined ? undefined : String(form.id)}
        />
      )}
    </RecordEdit>
  );
}
