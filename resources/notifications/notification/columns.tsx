import { RowTag } from "@/components/crud/row-tag";
import type { TFunction } from "i18next";
import { RowLink } from "@/components/crud/row-link";
import type { ListColumn } from "@/components/crud/columns";
import { dateTimeColumn, nameColumn, Wrap } from "@/components/crud/standard-columns";
import { audienceText, channelLabel } from "../components/labels";
import type { CustomerNotification } from "../schema/customer-notification";
import { formatNumber } from "@/lib/format";
import { links } from "../links";

/** "312 (31%)": a count and its share of the recipients who received it. */
export const withShare = (value: number, of: number) =>
  of > 0
    ? `${formatNumber(value)} (${formatNumber(Math.round((value / of) * 100))}%)`
    : formatNumber(value);

export function notificationColumns(t: TFunction): ListColumn<CustomerNotification>[] {
  return [
    nameColumn("title", t("notifications:fields.title"), (row) =>
      links.notification.show(row.notificationId),
    ),
    {
      key: "channel",
      title: t("notifications:fields.channel"),
      sortable: true,
      render: (channel: string) => <RowTag>{channelLabel(t, channel)}</RowTag>,
    },
    {
      key: "audience",
      title: t("notifications:fields.audience"),
      render: (_, row) => <Wrap at={220}>{audienceText(t, row.audience, row.audienceName)}</Wrap>,
    },
    dateTimeColumn("sentAt", t("notifications:fields.sentAt")),
    {
      key: "sentBy",
      title: t("notifications:fields.sentBy"),
      render: (_, row) =>
        row.scheduleId ? (
          <RowLink to={links.schedule.show(row.scheduleId)}>
            {t("notifications:fields.bySchedule", { name: row.sentBy.name })}
          </RowLink>
        ) : (
          row.sentBy.name
        ),
    },
    {
      key: "recipientCount",
      phone: true,
      title: t("notifications:fields.recipientCount"),
      sortable: true,
      align: "right",
      render: (value: number) => formatNumber(value),
    },
    {
      key: "receivedCount",
      title: t("notifications:fields.receivedCount"),
      sortable: true,
      align: "right",
      render: (value: number, row) => withShare(value, row.recipientCount),
    },
    {
      key: "openedCount",
      title: t("notifications:fields.openedCount"),
      sortable: true,
      align: "right",
      render: (value: number, row) => withShare(value, row.receivedCount),
    },
  ];
}
