import { useTranslation } from "react-i18next";
import { RecordEdit } from "@/components/crud/record-edit";
import { LoyaltyForm } from "./form";
import { useLoyaltyForm } from "./use-loyalty-form";

export default function LoyaltyEdit() {
  const { t } = useTranslation("loyalty");
  const form = useLoyaltyForm("edit");
  return (
    <RecordEdit
      title={t("loyalty:programmes.titles.edit")}
      form={form}
      recordName={form.query?.data?.data?.loyaltyName}
      confirmDelete={false}
    >
      <LoyaltyForm formProps={form.formProps} />
    </RecordEdit>
  );
}
