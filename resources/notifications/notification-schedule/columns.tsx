import { RowTag } from "@/components/crud/row-tag";
import type { TFunction } from "i18next";
import type { ListColumn } from "@/components/crud/columns";
import { recordActionsColumn, nameColumn, Wrap } from "@/components/crud/standard-columns";
import type { RecordPermissions } from "@/hooks/use-access";
import { audienceTypeLabel } from "../components/labels";
import type { NotificationSchedule } from "../schema/notification-schedule";
import { formatInZone } from "./describe";
import { formatNumber } from "@/lib/format";
import { statusLabel } from "./labels";
import { RuleText } from "./rule-text";
import { links } from "../links";

const STATUS_COLOURS: Record<string, string> = {
  SCHEDULED: "green",
  PAUSED: "default",
  FINISHED: "blue",
};

export function scheduleColumns(
  t: TFunction,
  can: RecordPermissions,
): ListColumn<NotificationSchedule>[] {
  return [
    nameColumn("name", t("notifications:fields.name"), (row) =>
      links.schedule.show(row.scheduleId),
    ),
    {
      key: "audience",
      title: t("notifications:fields.audience"),
      render: (_, row) => audienceTypeLabel(t, row.audience.type),
    },
    {
      key: "cron",
      title: t("notifications:fields.rule"),
      render: (_, row) => (
        <Wrap at={260}>
          <RuleText schedule={row} />
        </Wrap>
      ),
    },
    {
      key: "nextRunAt",
      title: t("notifications:fields.nextRunAt"),
      render: (value: string | null, row) => (
        <Wrap at={120}>{formatInZone(value, row.timeZone, t)}</Wrap>
      ),
    },
    {
      key: "status",
      phone: true,
      title: t("notifications:fields.status"),
      render: (status: string) => (
        <RowTag color={STATUS_COLOURS[status]}>{statusLabel(t, status)}</RowTag>
      ),
    },
    {
      key: "runs",
      title: t("notifications:fields.runCount"),
      align: "right",
      render: (_, row) => formatNumber(row.runs.length),
    },
    recordActionsColumn(t, "notification-schedule", can, (row) => ({
      id: row.scheduleId,
      name: row.name,
    })),
  ];
}
