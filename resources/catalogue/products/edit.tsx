import { Form } from "antd";
import { RecordEdit } from "@/components/crud/record-edit";
import { ProductForm } from "./form";
import { useProductForm } from "./use-product-form";

export default function ProductEdit() {
  const form = useProductForm("edit");
  const product = form.query?.data?.data;
  return (
    <RecordEdit form={form} recordName={product?.productName}>
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
