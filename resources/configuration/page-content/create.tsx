import { RecordCreate } from "@/components/crud/record-create";
import { PageContentForm } from "./form";
import { usePageContentForm } from "./use-page-content-form";

export default function PageContentCreate() {
  const { formProps, saveButtonProps } = usePageContentForm("create");
  return (
    <RecordCreate saveButtonProps={saveButtonProps}>
      <PageContentForm formProps={formProps} />
    </RecordCreate>
  );
}
