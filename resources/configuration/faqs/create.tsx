import { useSearchParams } from "react-router";
import { RecordCreate } from "@/components/crud/record-create";
import { FaqForm } from "./form";
import { useFaqForm } from "./use-faq-form";

export default function FaqCreate() {
  const [params] = useSearchParams();
  const { formProps, saveButtonProps } = useFaqForm("create");
  const faqGroupId = params.get("faqGroupId") ?? undefined;
  return (
    <RecordCreate saveButtonProps={saveButtonProps}>
      <FaqForm
        formProps={{ ...formProps, initialValues: { faqGroupId, ...formProps.initialValues } }}
      />
    </RecordCreate>
  );
}
