import { useList } from "@refinedev/core";
import { Tabs } from "antd";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Navigate, useNavigate, useSearchParams } from "react-router";

import { AttentionFilter } from "@/components/crud/filter-fields";
import { ATTENTION_FIELD } from "@/components/crud/filters";
import { ListPage } from "@/components/crud/list-page";
import { ResourceList } from "@/components/crud/resource-list";
import { useResourceTable } from "@/components/crud/use-resource-table";
import { channelLabel } from "../components/labels";
import { CHANNEL_TABS } from "../schema/audience-rules";
import { ATTENTION_TEXTS, SCHEDULE_ATTENTION } from "../schema/attention";
import type { NotificationSchedule } from "../schema/notification-schedule";
import { scheduleColumns } from "./columns";
import scheduleCsv from "./schedules.csv";
import { useScheduleTab, type ScheduleTab } from "./tab";
import { useAccess } from "@/hooks/use-access";
import { filterQuery } from "@/lib/resource";
import { formatNumber } from "@/lib/format";
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
      csv={scheduleCsv}
      emptyText={t("notifications:emptySchedules")}
      bulk={{ activateValues: { isActive: true }, deactivateValues: { isActive: false } }}
      filters={
        <AttentionFilter
          table={table}
          options={SCHEDULE_ATTENTION.map((value) => ({ value, label: t(ATTENTION_TEXTS[value]) }))}
        />
      }
    />
  );
}

/** The attention kind the list's URL filters on (`filters[n][field]=attention`), if any. */
function useAttentionInUrl(): string | undefined {
  const [params] = useSearchParams();
  for (const [key, value] of params) {
    const found = /^filters\[(\d+)\]\[field\]$/.exec(key);
    if (found && value === ATTENTION_FIELD)
      return params.get(`filters[${found[1]}][value]`) ?? undefined;
  }
  return undefined;
}

/** How many schedules of the channel need that attention (undefined without one, or while asked). */
function useAttentionCount(channel: string, attention: string | undefined) {
  const { result } = useList<NotificationSchedule>({
    resource: "notification-schedule",
    pagination: { currentPage: 1, pageSize: 1, mode: "server" },
    filters: [
      { field: "channel", operator: "eq", value: channel },
      { field: ATTENTION_FIELD, operator: "eq", value: attention },
    ],
    queryOptions: { enabled: attention !== undefined },
  });
  return attention === undefined ? undefined : result.total;
}

export default function ScheduleList() {
  const { t } = useTranslation("notifications");
  const { tab } = useScheduleTab();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const title = t("translation:notification-schedule.titles.list");
  // A "needs attention" filter spans both channels (the dashboard counts them together): each tab
  // says how many of its schedules it holds, and changing tabs keeps the filter.
  const attention = useAttentionInUrl();
  const counts: Record<ScheduleTab, number | undefined> = {
    push_notification: useAttentionCount(CHANNEL_TABS.push_notification, attention),
    email: useAttentionCount(CHANNEL_TABS.email, attention),
  };
  const listOf = (key: string) =>
    links.schedule.list({ tab: key, ...(attention ? filterQuery({ attention }) : {}) });
  // Opened with the filter and no tab chosen (a dashboard's link): the tab that holds the schedules.
  const other: ScheduleTab = tab === "email" ? "push_notification" : "email";
  const moveTo =
    !params.has("tab") && counts[tab] === 0 && (counts[other] ?? 0) > 0 ? other : undefined;
  if (moveTo) return <Navigate to={listOf(moveTo)} replace />;
  return (
    <ListPage
      title={title}
      createButtonProps={{
        onClick: () => navigate(links.schedule.create({ tab })),
      }}
    >
      <Tabs
        activeKey={tab}
        onChange={(key) => navigate(listOf(key))}
        items={(Object.keys(CHANNEL_TABS) as ScheduleTab[]).map((key) => {
          const channel = channelLabel(t, CHANNEL_TABS[key]);
          const count = counts[key];
          return {
            key,
            label:
              count === undefined
                ? channel
                : t("notifications:schedules.tabCount", { channel, number: formatNumber(count) }),
          };
        })}
      />
      <ScheduleTable key={tab} tab={tab} />
    </ListPage>
  );
}
