import { useTranslation } from "react-i18next";
import { RecordEdit } from "@/components/crud/record-edit";
import { ScheduleForm } from "./form";
import { useScheduleForm } from "./use-schedule-form";

export default function ScheduleEdit() {
  const { t } = useTranslation("notifications");
  const form = useScheduleForm("edit", "PUSH_NOTIFICATION");
  return (
    <RecordEdit
      title={t("notifications:titles.scheduleEdit")}
      form={form}
      recordName={form.query?.data?.data?.name}
    >
      <ScheduleForm formProps={form.formProps} field={form.field} />
    </RecordEdit>
  );
}
