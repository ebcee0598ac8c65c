import { ChangeLogsButton } from "@/components/crud/change-logs-button";
import { Alert, Flex, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ArchivedNotice, RecordArchiveButton } from "@/components/crud/record-archive";
import { RecordDetails } from "@/components/crud/record-details";
import { RecordShow } from "@/components/crud/record-show";
import { ActiveTag } from "@/components/crud/status-tag";
import { BankLogo } from "../components/bank-logo";
import type { PaymentChannel } from "../schema/payment-channel";
import { FEE_PREVIEW_AMOUNT, channelFee } from "../schema/payment-rules";
import { useAccess } from "@/hooks/use-access";
import { ChannelLogo } from "./columns";
import { amountRangeText, feeText } from "./channel-labels";
import { ChannelTypeTag } from "./labels";
import { formatDateTime, formatRupiah } from "@/lib/format";
import { links } from "../links";
import { useRecord } from "@/components/crud/use-record";

export default function PaymentChannelShow() {
  const { t } = useTranslation("payments");
  const { query, result: channel } = useRecord<PaymentChannel>({ resource: "payment-channel" });
  const canSeeAccount = useAccess("payment-account", "show");
  const account = channel?.paymentAccount;

  return (
    <RecordShow
      record={channel}
      query={query}
      actions={
        channel && (
          <>
            <ChangeLogsButton
              to={links.paymentChannel.changeLogs(channel.paymentChannelId)}
              area="payment-channel"
            />
            <RecordArchiveButton resource="payment-channel" record={channel} />
          </>
        )
      }
    >
      {channel && (
        <Flex vertical gap={16}>
          <ArchivedNotice record={channel} message={t("payments:channels.archivedNote")} />
          {account && (account.isArchived || !account.isActive) && (
            <Alert type="error" showIcon message={t("payments:channels.accountUnavailable")} />
          )}
          <RecordDetails
            items={[
              {
                label: t("payments:fields.logo"),
                value: <ChannelLogo channel={channel} size={48} />,
              },
              {
                label: t("payments:channels.fields.channelCode"),
                value: <Typography.Text code>{channel.channelCode}</Typography.Text>,
              },
              {
                label: t("payments:channels.fields.channelType"),
                value: <ChannelTypeTag type={channel.channelType} />,
              },
              { label: t("payments:channels.fields.provider"), value: channel.provider },
              {
                label: t("payments:channels.fields.fee"),
                value: (
                  <Flex vertical>
                    <span>{feeText(t, channel)}</span>
                    <Typography.Text type="secondary">
                      {t("payments:channels.preview.result", {
                        amount: formatRupiah(FEE_PREVIEW_AMOUNT),
                        fee: formatRupiah(channelFee(channel, FEE_PREVIEW_AMOUNT)),
                        total: formatRupiah(
                          FEE_PREVIEW_AMOUNT + channelFee(channel, FEE_PREVIEW_AMOUNT),
                        ),
                      })}
                    </Typography.Text>
                  </Flex>
                ),
              },
              { label: t("payments:channels.fields.amounts"), value: amountRangeText(t, channel) },
              account && {
                label: t("payments:channels.fields.paymentAccount"),
                value: (
                  <Flex gap={8} align="center" wrap>
                    <BankLogo bankCode={account.bankCode} size={28} />
                    {canSeeAccount ? (
                      <Link to={links.paymentAccount.show(account.paymentAccountId)}>
                        {account.bankName} · {account.accountNumber}
                      </Link>
                    ) : (
                      <span>
                        {account.bankName} · {account.accountNumber}
                      </span>
                    )}
                    <Typography.Text type="secondary">{account.accountHolder}</Typography.Text>
                  </Flex>
                ),
                span: "filled",
              },
              { label: t("payments:channels.fields.order"), value: channel.order },
              {
                label: t("payments:fields.isActive"),
                value: <ActiveTag active={channel.isActive} />,
              },
              {
                label: t("payments:channels.fields.instructions"),
                value: channel.instructions ? (
                  <ol style={{ margin: 0, paddingInlineStart: 20 }}>
                    {channel.instructions
                      .split("\n")
                      .filter((line) => line.trim())
                      .map((line, index) => (
                        <li key={index}>{line}</li>
                      ))}
                  </ol>
                ) : (
                  "-"
                ),
                span: "filled",
              },
              {
                label: t("translation:crud.fields.updatedAt"),
                value: formatDateTime(channel.updatedAt),
              },
            ]}
          />
        </Flex>
      )}
    </RecordShow>
  );
}
