import { useTranslation } from "react-i18next";
import { PageTitle } from "@/components/crud/page-title";
import { Create } from "@/components/crud/views";
import { ScheduleForm } from "./form";
import { useScheduleTab } from "./tab";
import { useScheduleForm } from "./use-schedule-form";

export default function ScheduleCreate() {
  const { t } = useTranslation("notifications");
  const { channel } = useScheduleTab();
  const { formProps, saveButtonProps, field } = useScheduleForm("create", channel);
  return (
    <Create
      title={<PageTitle>{t("notifications:titles.scheduleCreate")}</PageTitle>}
      breadcrumb={false}
      saveButtonProps={saveButtonProps}
    >
      <ScheduleForm formProps={formProps} field={field} />
    </Create>
  );
}
