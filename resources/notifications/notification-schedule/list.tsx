import { Tabs } from "antd";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";

import { ListPage } from "@/components/crud/list-page";
import { ResourceList } from "@/components/crud/resource-list";
import { useResourceTable } from "@/components/crud/use-resource-table";
import { channelLabel } from "../components/labels";
import { CHANNEL_TABS } from "../schema/audience-rules";
import type { NotificationSchedule } from "../schema/notification-schedule";
import { scheduleColumns } from "./columns";
import { useScheduleTab, type ScheduleTab } from "./tab";
import { useAccess } from "@/hooks/use-access";
import { links } from "../links";

/** One tab's schedules (its channel is a filter the user cannot remove). */
function ScheduleTable({ tab }: { tab: ScheduleTab }) {
  const { t, i18n } = useTranslation("notifications");
  const table = useResourceTable<NotificationSchedule>({
    initialSorters: [{ field: "name", order: "asc" }],
    permanentFilters: [{ field: "channel", operator: "eq", value: CHANNEL_TABS[tab] }],
  });
  const can = useAccess("notification-schedule");
  const columns = useMemo(
    () => scheduleColumns(t, can),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- titles follow the language
    [t, i18n.language, can],
  );
  return (
    <ResourceList<NotificationSchedule>
      resource="notification-schedule"
      table={table}
      columns={columns}
      rowKey="scheduleId"
      label={`${t("translation:notification-schedule.titles.list")}: ${channelLabel(t, CHANNEL_TABS[tab])}`}
      searchPlaceholder={t("notifications:filters.searchSchedules")}
      exportName={`notification-schedules-${tab}`}
      emptyText={t("notifications:emptySchedules")}
      bulk={{ activateValues: { isActive: true }, deactivateValues: { isActive: false } }}
    />
  );
}

export default function ScheduleList() {
  const { t } = useTranslation("notifications");
  const { tab } = useScheduleTab();
  const navigate = useNavigate();
  const title = t("translation:notification-schedule.titles.list");
  return (
    <ListPage
      title={title}
      createButtonProps={{
        onClick: () => navigate(links.schedule.create({ tab })),
      }}
    >
      <Tabs
        activeKey={tab}
        onChange={(key) => navigate(links.schedule.list({ tab: key }))}
        items={(Object.keys(CHANNEL_TABS) as ScheduleTab[]).map((key) => ({
          key,
          label: channelLabel(t, CHANNEL_TABS[key]),
        }))}
      />
      <ScheduleTable key={tab} tab={tab} />
    </ListPage>
  );
}
