import { useTranslation } from "react-i18next";
import { RecordEdit } from "@/components/crud/record-edit";
import { StoreForm } from "./form";
import { useStoreForm } from "./use-store-form";

export default function StoreEdit() {
  const { t } = useTranslation("catalogue");
  const form = useStoreForm("edit");
  return (
    <RecordEdit
      title={t("catalogue:stores.titles.edit")}
      form={form}
      recordName={form.query?.data?.data?.storeName}
    >
      <StoreForm formProps={form.formProps} />
    </RecordEdit>
  );
}
