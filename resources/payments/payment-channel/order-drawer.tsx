import { useList } from "@refinedev/core";
import { Drawer, Flex, Skeleton, Typography, type TableColumnsType } from "antd";
import { useScreens } from "@/hooks/use-screens";
import { useTranslation } from "react-i18next";
import { ActiveTag } from "@/components/crud/status-tag";
import { LoadFailed } from "@/components/error-state";
import { moveColumn, movedBy } from "@/components/sortable-table/move-buttons";
import { handleColumn, SortableTable } from "@/components/sortable-table/sortable-table";
import { useRowsInOrder, useSaveOrder } from "@/components/sortable-table/use-save-order";
import type { PaymentChannel, PaymentChannelReorder } from "../schema/payment-channel";
import { ChannelLogo } from "./columns";
import { ChannelTypeTag } from "./labels";
import { apiPath } from "@providers/data/api-path";

/**
 * Every channel that is not archived, in the order customers see them: dragged by their handle, moved
 * with the keyboard (handle: Space, arrows, Space) or with the Move up / Move down buttons. Each move
 * is saved at once; a refusal (someone else changed the channels) shows the server's order again.
 */
export function ChannelOrderDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation("payments");
  const compact = !useScreens().md;
  const { result, query } = useList<PaymentChannel>({
    resource: "payment-channel",
    sorters: [{ field: "order", order: "asc" }],
    pagination: { mode: "off" },
    meta: { apiPath: "payment-channels", idField: "paymentChannelId" },
    queryOptions: { enabled: open },
  });
  const { pending, save: saveOrder } = useSaveOrder({
    url: apiPath("/payment-channels/reorder"),
    resource: "payment-channel",
    notificationKey: "channel-reorder",
  });
  const rows = useRowsInOrder(result.data, (channel) => channel.paymentChannelId, pending);

  const save = (ids: string[]) => {
    const body: PaymentChannelReorder = { paymentChannelIds: ids };
    void saveOrder(ids, body, {
      saved: t("payments:channels.order.saved"),
      failed: t("payments:channels.order.failed"),
    });
  };

  const move = (index: number, by: -1 | 1) =>
    save(
      movedBy(
        rows.map((row) => row.paymentChannelId),
        index,
        by,
      ),
    );

  const columns: TableColumnsType<PaymentChannel> = [
    handleColumn(
      t("payments:channels.order.column"),
      (channel) => t("payments:channels.order.handle", { name: channel.channelName }),
      !!pending,
      44,
    ),
    {
      key: "position",
      title: t("payments:channels.fields.order"),
      width: 64,
      render: (_, __, index) => index + 1,
    },
    {
      key: "channelName",
      title: t("payments:channels.fields.channelName"),
      render: (_, channel) => (
        <Flex gap={8} align="center" wrap>
          <ChannelLogo channel={channel} size={24} />
          <span data-channel-name>{channel.channelName}</span>
          {!compact && <ChannelTypeTag type={channel.channelType} />}
          {!channel.isActive && <ActiveTag active={false} />}
        </Flex>
      ),
    },
    moveColumn(t("payments:channels.order.moveColumn"), {
      total: rows.length,
      disabled: !!pending,
      up: (channel) => t("payments:channels.order.up", { name: channel.channelName }),
      down: (channel) => t("payments:channels.order.down", { name: channel.channelName }),
      onMove: move,
    }),
  ];

  let body;
  if (query.isError) body = <LoadFailed query={query} />;
  else if (query.isLoading) body = <Skeleton active paragraph={{ rows: 8 }} />;
  else
    body = (
      <SortableTable<PaymentChannel>
        rows={rows}
        rowKey="paymentChannelId"
        columns={columns}
        label={t("payments:channels.order.title")}
        nameOf={(channel) => channel.channelName}
        onReorder={save}
        texts={{ ns: "payments" }}
        loading={query.isFetching && !pending}
        compact
      />
    );

  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={t("payments:channels.order.title")}
      width={compact ? "100%" : 640}
      destroyOnHidden
      closable={{ "aria-label": t("payments:channels.order.close") }}
    >
      <Typography.Paragraph type="secondary">
        {t("payments:channels.order.hint")}
      </Typography.Paragraph>
      {body}
    </Drawer>
  );
}
