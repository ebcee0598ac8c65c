import { Avatar, Flex } from "antd";
import type { TFunction } from "i18next";
import { RowLink } from "@/components/crud/row-link";
import type { ListColumn } from "@/components/crud/columns";
import {
  recordActionsColumn,
  activeColumn,
  updatedAtColumn,
  codeColumn,
} from "@/components/crud/standard-columns";
import type { RecordPermissions } from "@/hooks/use-access";
import { usePhoneLayout } from "@/components/crud/phone-layout";
import { accountLine } from "../components/account-line";
import type { PaymentChannel } from "../schema/payment-channel";
import { amountRangeText, feeText } from "./channel-labels";
import { ChannelTypeTag } from "./labels";
import { links } from "../links";

/** A channel's logo, or the first letters of its name. */
export function ChannelLogo({ channel, size = 32 }: { channel: PaymentChannel; size?: number }) {
  return (
    <Avatar shape="square" size={size} src={channel.logoUrl || undefined} alt="" aria-hidden>
      {channel.channelCode.slice(0, 2)}
    </Avatar>
  );
}

/** The list's name cell: the logo and the linked name; on a phone the name alone, to fit the screen. */
function ChannelName({ channel }: { channel: PaymentChannel }) {
  const phone = usePhoneLayout();
  const name = (
    <RowLink
      to={links.paymentChannel.show(channel.paymentChannelId)}
      className={phone ? "list-record-name" : undefined}
    >
      {channel.channelName}
    </RowLink>
  );
  if (phone) return name;
  return (
    <Flex gap={8} align="center">
      <ChannelLogo channel={channel} />
      {name}
    </Flex>
  );
}

export function paymentChannelColumns(
  t: TFunction,
  can: RecordPermissions,
): ListColumn<PaymentChannel>[] {
  return [
    { key: "order", title: t("payments:channels.fields.order"), sortable: true, width: 80 },
    {
      key: "channelName",
      title: t("payments:channels.fields.channelName"),
      sortable: true,
      alwaysVisible: true,
      render: (_, channel) => <ChannelName channel={channel} />,
    },
    codeColumn("channelCode", t("payments:channels.fields.channelCode")),
    {
      key: "channelType",
      phone: true,
      title: t("payments:channels.fields.channelType"),
      sortable: true,
      render: (_, channel) => <ChannelTypeTag type={channel.channelType} />,
    },
    { key: "provider", title: t("payments:channels.fields.provider"), sortable: true },
    {
      key: "fee",
      title: t("payments:channels.fields.fee"),
      render: (_, channel) => feeText(t, channel),
    },
    {
      key: "minAmount",
      title: t("payments:channels.fields.amounts"),
      sortable: true,
      defaultHidden: true,
      render: (_, channel) => amountRangeText(t, channel),
    },
    {
      key: "paymentAccountId",
      title: t("payments:channels.fields.paymentAccount"),
      defaultHidden: true,
      render: (_, channel) => (channel.paymentAccount ? accountLine(channel.paymentAccount) : "-"),
    },
    activeColumn(t("payments:fields.isActive")),
    updatedAtColumn(t, { defaultHidden: true }),
    recordActionsColumn(t, "payment-channel", can, (channel) => ({
      id: channel.paymentChannelId,
      name: channel.channelName,
    })),
  ];
}
