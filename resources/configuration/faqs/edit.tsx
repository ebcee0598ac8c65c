import { useTranslation } from "react-i18next";
import { RecordEdit } from "@/components/crud/record-edit";
import type { Faq } from "../schema/faq";
import { questionOf } from "./columns";
import { FaqForm } from "./form";
import { useFaqForm } from "./use-faq-form";

export default function FaqEdit() {
  const { i18n } = useTranslation();
  const form = useFaqForm("edit");
  const faq = form.query?.data?.data as Faq | undefined;
  return (
    <RecordEdit form={form} recordName={faq ? questionOf(faq, i18n.language) : undefined}>
      <FaqForm formProps={form.formProps} />
    </RecordEdit>
  );
}
