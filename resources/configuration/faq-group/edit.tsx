import { Alert } from "antd";
import { useTranslation } from "react-i18next";
import { RecordEdit } from "@/components/crud/record-edit";
import type { FaqGroup } from "../schema/faq";
import { FaqGroupForm } from "./form";
import { useFaqGroupForm } from "./use-faq-group-form";

export default function FaqGroupEdit() {
  const { t } = useTranslation("configuration");
  const form = useFaqGroupForm("edit");
  const group = form.query?.data?.data as FaqGroup | undefined;
  return (
    <RecordEdit form={form} recordName={group?.nameEn}>
      {group && group.faqCount > 0 && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          message={t("configuration:faq.groups.holds", { count: group.faqCount })}
        />
      )}
      <FaqGroupForm formProps={form.formProps} />
    </RecordEdit>
  );
}
