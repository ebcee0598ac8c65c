import { useList } from "@refinedev/core";
import { Flex, List as AntList, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ArchivedNotice, RecordArchiveButton } from "@/components/crud/record-archive";
import { RecordDetails } from "@/components/crud/record-details";
import { RecordShow } from "@/components/crud/record-show";
import { ActiveTag } from "@/components/crud/status-tag";
import { BankLogo } from "../components/bank-logo";
import type { PaymentAccount } from "../schema/payment-account";
import type { PaymentChannel } from "../schema/payment-channel";
import { bankOf } from "../schema/payment-rules";
import { useAccess } from "@/hooks/use-access";
import { accountName } from "./columns";
import { TableEmptyText } from "@/components/crud/table-empty";
import { formatDateTime } from "@/lib/format";
import { links } from "../links";
import { useRecord } from "@/components/crud/use-record";

export default function PaymentAccountShow() {
  const { t } = useTranslation("payments");
  const { query, result: account } = useRecord<PaymentAccount>({ resource: "payment-account" });
  const id = account?.paymentAccountId;
  const name = account ? accountName(account) : undefined;
  const canSeeChannels = useAccess("payment-channel", "list");
  // The manual-transfer channels that send customers here.
  const { result: channels, query: channelsQuery } = useList<PaymentChannel>({
    resource: "payment-channel",
    filters: [{ field: "paymentAccountId", operator: "eq", value: id }],
    pagination: { mode: "off" },
    meta: { apiPath: "payment-channels", idField: "paymentChannelId" },
    queryOptions: { enabled: !!id && canSeeChannels },
  });

  return (
    <RecordShow
      record={account}
      query={query}
      recordName={name}
      actions={
        account && <RecordArchiveButton resource="payment-account" record={account} name={name} />
      }
    >
      {account && (
        <Flex vertical gap={24}>
          <ArchivedNotice
            record={account}
            message={t("payments:accounts.archivedNote", {
              at: formatDateTime(account.archivedAt ?? account.updatedAt),
            })}
          />
          <RecordDetails
            items={[
              {
                label: t("payments:accounts.fields.bank"),
                value: (
                  <Flex gap={8} align="center">
                    <BankLogo bankCode={account.bankCode} logoUrl={account.logoUrl} size={40} />
                    <span>
                      {account.bankName}
                      <Typography.Text type="secondary">
                        {" "}
                        · {t("payments:accounts.fields.clearingCode")}{" "}
                        {bankOf(account.bankCode)?.clearingCode}
                      </Typography.Text>
                    </span>
                  </Flex>
                ),
              },
              {
                label: t("payments:accounts.fields.accountNumber"),
                value: (
                  <Typography.Text code copyable>
                    {account.accountNumber}
                  </Typography.Text>
                ),
              },
              { label: t("payments:accounts.fields.accountHolder"), value: account.accountHolder },
              { label: t("payments:accounts.fields.branch"), value: account.branch || "-" },
              {
                label: t("payments:fields.isActive"),
                value: <ActiveTag active={account.isActive} />,
              },
              {
                label: t("translation:crud.fields.updatedAt"),
                value: formatDateTime(account.updatedAt),
              },
            ]}
          />
          {canSeeChannels && (
            <AntList
              size="small"
              bordered
              loading={channelsQuery.isLoading}
              header={
                <Typography.Title level={2} style={{ fontSize: 16, margin: 0 }}>
                  {t("payments:accounts.channelsTitle")}
                </Typography.Title>
              }
              locale={{
                emptyText: <TableEmptyText>{t("payments:accounts.noChannels")}</TableEmptyText>,
              }}
              dataSource={channels.data ?? []}
              renderItem={(channel) => (
                <AntList.Item>
                  <Link to={links.paymentChannel.show(channel.paymentChannelId)}>
                    {channel.channelName}
                  </Link>
                  <Typography.Text code>{channel.channelCode}</Typography.Text>
                </AntList.Item>
              )}
            />
          )}
        </Flex>
      )}
    </RecordShow>
  );
}
