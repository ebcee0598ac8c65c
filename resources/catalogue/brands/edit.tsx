import { useTranslation } from "react-i18next";
import { RecordEdit } from "@/components/crud/record-edit";
import { BrandForm } from "./form";
import { useBrandForm } from "./use-brand-form";

export default function BrandEdit() {
  const { t } = useTranslation("catalogue");
  const form = useBrandForm("edit");
  return (
    <RecordEdit
      title={t("catalogue:brands.titles.edit")}
      form={form}
      recordName={form.query?.data?.data?.brandName}
    >
      <BrandForm formProps={form.formProps} />
    </RecordEdit>
  );
}
