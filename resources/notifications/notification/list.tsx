import { DatePicker, Select } from "antd";
import dayjs from "dayjs";
import { useTranslation } from "react-i18next";
import { AttentionFilter } from "@/components/crud/filter-fields";
import { AreaList } from "@/components/crud/area-list";
import { channelLabel } from "../components/labels";
import { NOTIFICATION_CHANNELS } from "../schema/audience-rules";
import { ATTENTION_TEXTS, NOTIFICATION_ATTENTION } from "../schema/attention";
import type { CustomerNotification } from "../schema/customer-notification";
import { notificationColumns } from "./columns";
import notificationCsv from "./notifications.csv";
import { DATE_INPUT_FORMAT } from "@/lib/format";

export default function NotificationList() {
  const { t } = useTranslation("notifications");
  return (
    <AreaList<CustomerNotification>
      resource="notification"
      rowKey="notificationId"
      title={t("translation:notification.titles.list")}
      searchPlaceholder={t("notifications:filters.search")}
      initialSorters={[{ field: "sentAt", order: "desc" }]}
      columns={notificationColumns}
      csv={notificationCsv}
      createButtonProps={{ children: t("notifications:actions.send") }}
      exportName="notifications"
      emptyText={t("notifications:empty")}
      filters={(table) => {
        const from = table.getFilter<string>("sentAt", "gte");
        const to = table.getFilter<string>("sentAt", "lte");
        return (
          <>
            <AttentionFilter
              table={table}
              options={NOTIFICATION_ATTENTION.map((value) => ({
                value,
                label: t(ATTENTION_TEXTS[value]),
              }))}
            />
            <Select
              allowClear
              aria-label={t("notifications:filters.channel")}
              placeholder={t("notifications:filters.channel")}
              style={{ width: 180 }}
              value={table.getFilter<string>("channel")}
              onChange={(value) => table.setFilter("channel", "eq", value)}
              options={NOTIFICATION_CHANNELS.map((value) => ({
                value,
                label: channelLabel(t, value),
              }))}
            />
            <DatePicker.RangePicker
              aria-label={t("notifications:filters.sentAt")}
              format={DATE_INPUT_FORMAT}
              value={[from ? dayjs(from) : null, to ? dayjs(to) : null]}
              onChange={(range) => {
                table.setFilter("sentAt", "gte", range?.[0]?.startOf("day").toISOString());
                table.setFilter("sentAt", "lte", range?.[1]?.endOf("day").toISOString());
              }}
              allowEmpty={[true, true]}
            />
          </>
        );
      }}
    />
  );
}
