import { RecordCreate } from "@/components/crud/record-create";
import { ProductForm } from "./form";
import { useProductForm } from "./use-product-form";

export default function ProductCreate() {
  const { formProps, saveButtonProps } = useProductForm("create");
  return (
    <RecordCreate saveButtonProps={saveButtonProps}>
      <ProductForm formProps={formProps} />
    </RecordCreate>
  );
}
