import { useTranslation } from "react-i18next";
import { RecordEdit } from "@/components/crud/record-edit";
import { DealerForm } from "./form";
import { useDealerForm } from "./use-dealer-form";

export default function DealerEdit() {
  const { t } = useTranslation("dealers");
  const form = useDealerForm("edit");
  return (
    <RecordEdit
      title={t("dealers:dealers.titles.edit")}
      form={form}
      recordName={form.query?.data?.data?.dealerName}
    >
      <DealerForm formProps={form.formProps} />
    </RecordEdit>
  );
}
