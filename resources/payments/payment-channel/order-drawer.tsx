import { ArrowDownOutlined, ArrowUpOutlined } from "@ant-design/icons";
import { useCustomMutation, useInvalidate, useList, useNotification } from "@refinedev/core";
import {
  Button,
  Drawer,
  Flex,
  Grid,
  Skeleton,
  Space,
  Typography,
  type TableColumnsType,
} from "antd";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { ActiveTag } from "@/components/crud/status-tag";
import { ErrorState } from "@/components/error-state";
import { DragHandle, SortableTable } from "@/components/sortable-table/sortable-table";
import { VisuallyHidden } from "@/components/visually-hidden";
import type { PaymentChannel, PaymentChannelReorder } from "../schema/payment-channel";
import { ChannelLogo } from "./columns";
import { ChannelTypeTag } from "./labels";
import { apiPath } from "@providers/data/api-path";

const byOrder = (a: PaymentChannel, b: PaymentChannel) => a.order - b.order;

/**
 * Every channel that is not archived, in the order customers see them: dragged by their handle, moved
 * with the keyboard (handle: Space, arrows, Space) or with the Move up / Move down buttons. Each move
 * is saved at once; a refusal (someone else changed the channels) shows the server's order again.
 */
export function ChannelOrderDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation("payments");
  const compact = Grid.useBreakpoint().md === false;
  const invalidate = useInvalidate();
  const { open: notify } = useNotification();
  const { mutateAsync } = useCustomMutation();
  const { result, query } = useList<PaymentChannel>({
    resource: "payment-channel",
    sorters: [{ field: "order", order: "asc" }],
    pagination: { mode: "off" },
    meta: { apiPath: "payment-channels", idField: "paymentChannelId" },
    queryOptions: { enabled: open },
  });
  /** The order just chosen, shown until the server's list catches up (or the save fails). */
  const [pending, setPending] = useState<string[]>();
  const rows = useMemo(() => {
    const list = [...(result.data ?? [])].sort(byOrder);
    return pending
      ? list.sort(
          (a, b) => pending.indexOf(a.paymentChannelId) - pending.indexOf(b.paymentChannelId),
        )
      : list;
  }, [result.data, pending]);

  const save = async (ids: string[]) => {
    setPending(ids);
    const body: PaymentChannelReorder = { paymentChannelIds: ids };
    try {
      await mutateAsync({
        url: apiPath("/payment-channels/reorder"),
        method: "patch",
        values: body,
        successNotification: false,
        errorNotification: false,
      });
      notify?.({
        type: "success",
        key: "channel-reorder",
        message: t("payments:channels.order.saved"),
      });
    } catch (error) {
      notify?.({
        type: "error",
        key: "channel-reorder",
        message: t("payments:channels.order.failed"),
        description: error instanceof Error ? error.message : undefined,
      });
    } finally {
      await invalidate({ resource: "payment-channel", invalidates: ["list"] });
      setPending(undefined);
    }
  };

  const move = (index: number, by: -1 | 1) => {
    const ids = rows.map((row) => row.paymentChannelId);
    const [id] = ids.splice(index, 1);
    ids.splice(index + by, 0, id!);
    void save(ids);
  };

  const columns: TableColumnsType<PaymentChannel> = [
    {
      key: "handle",
      title: <VisuallyHidden>{t("payments:channels.order.column")}</VisuallyHidden>,
      width: 44,
      render: (_, channel) => (
        <DragHandle
          label={t("payments:channels.order.handle", { name: channel.channelName })}
          disabled={!!pending}
        />
      ),
    },
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
    {
      key: "move",
      title: <VisuallyHidden>{t("payments:channels.order.moveColumn")}</VisuallyHidden>,
      width: 88,
      render: (_, channel, index) => (
        <Space size={4}>
          <Button
            size="small"
            icon={<ArrowUpOutlined aria-hidden />}
            aria-label={t("payments:channels.order.up", { name: channel.channelName })}
            title={t("payments:channels.order.up", { name: channel.channelName })}
            disabled={index === 0 || !!pending}
            onClick={() => move(index, -1)}
          />
          <Button
            size="small"
            icon={<ArrowDownOutlined aria-hidden />}
            aria-label={t("payments:channels.order.down", { name: channel.channelName })}
            title={t("payments:channels.order.down", { name: channel.channelName })}
            disabled={index === rows.length - 1 || !!pending}
            onClick={() => move(index, 1)}
          />
        </Space>
      ),
    },
  ];

  let body;
  if (query.isError)
    body = (
      <ErrorState
        title={t("translation:crud.errorState.title")}
        subTitle={query.error?.message}
        extra={
          <Button type="primary" onClick={() => void query.refetch()}>
            {t("translation:crud.errorState.retry")}
          </Button>
        }
      />
    );
  else if (query.isLoading) body = <Skeleton active paragraph={{ rows: 8 }} />;
  else
    body = (
      <SortableTable<PaymentChannel>
        rows={rows}
        rowKey="paymentChannelId"
        columns={columns}
        label={t("payments:channels.order.title")}
        nameOf={(channel) => channel.channelName}
        onReorder={(ids) => void save(ids)}
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
