import { useCustom } from "@refinedev/core";
import { Card, Flex, Statistic, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "@/components/crud/date";
import { formatRupiah } from "@/components/crud/money";
import type { UserSummary as Summary } from "@/contract/user";

/**
 * What other areas know about a customer (transactions, last purchase, wallet points), as plain
 * numbers: the transactions and wallet-points areas do not exist yet, so nothing links there.
 */
export function UserSummary({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const { query } = useCustom<Summary>({
    url: `/users/${encodeURIComponent(userId)}/summary`,
    method: "get",
  });
  const summary = query.data?.data;
  const loading = query.isLoading;
  return (
    <section aria-labelledby="user-summary-title">
      <Typography.Title level={2} id="user-summary-title" style={{ fontSize: 16 }}>
        {t("users:accounts.summary.title")}
      </Typography.Title>
      {query.isError ? (
        <Typography.Text type="danger" role="alert">
          {t("users:accounts.summary.failed")}
        </Typography.Text>
      ) : (
        <Flex gap={16} wrap>
          <Card size="small">
            <Statistic
              title={t("users:accounts.summary.transactions")}
              value={summary?.transactionCount ?? "-"}
              loading={loading}
            />
          </Card>
          <Card size="small">
            <Statistic
              title={t("users:accounts.summary.lastPurchase")}
              value={
                summary?.lastPurchaseAt
                  ? formatDateTime(summary.lastPurchaseAt)
                  : t("users:accounts.summary.never")
              }
              loading={loading}
            />
            {summary?.lastTransactionCode && (
              <Typography.Text type="secondary">{summary.lastTransactionCode}</Typography.Text>
            )}
          </Card>
          <Card size="small">
            <Statistic
              title={t("users:accounts.summary.totalSpent")}
              value={summary ? formatRupiah(summary.totalSpent) : "-"}
              loading={loading}
            />
          </Card>
          <Card size="small">
            <Statistic
              title={t("users:accounts.summary.walletPoints")}
              value={summary?.walletPointBalance ?? "-"}
              loading={loading}
            />
          </Card>
        </Flex>
      )}
    </section>
  );
}
