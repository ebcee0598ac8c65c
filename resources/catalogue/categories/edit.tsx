import { RecordEdit } from "@/components/crud/record-edit";
import { CategoryForm } from "./form";
import { useCategoryForm } from "./use-category-form";

export default function CategoryEdit() {
  const form = useCategoryForm("edit");
  const id = form.id === undefined ? undefined : String(form.id);
  return (
    <RecordEdit form={form} confirmDelete={false}>
      <CategoryForm formProps={form.formProps} id={id} />
    </RecordEdit>
  );
}
