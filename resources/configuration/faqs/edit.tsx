import { useTranslation } from "react-i18next";
import { RecordEdit } from "@/components/crud/record-edit";
import type { Faq } from "../schema/faq";
import { questionOf } from "./columns";
import { FaqForm } from "./form";
import { useFaqForm } from "./use-faq-form";

export default function FaqEdit() {
  const { t, i18n } = useTranslation("configuration");
  const form = useFaqForm("edit");
  const faq = form.query?.data?.data as Faq | undefined;
  return (
    <RecordEdit
      title={t("configuration:faq.titles.edit")}
      form={form}
      recordName={faq ? questionOf(faq, i18n.language) : undefined}
    >
      <FaqForm formProps={form.formProps} />
    </RecordEdit>
  );
}
