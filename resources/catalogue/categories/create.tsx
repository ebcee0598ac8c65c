import { RecordCreate } from "@/components/crud/record-create";
import { CategoryForm } from "./form";
import { useCategoryForm } from "./use-category-form";

export default function CategoryCreate() {
  const { formProps, saveButtonProps } = useCategoryForm("create");
  return (
    <RecordCreate saveButtonProps={saveButtonProps}>
      <CategoryForm formProps={formProps} />
    </RecordCreate>
  );
}
