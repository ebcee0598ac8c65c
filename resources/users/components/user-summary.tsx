import { useCustom } from "@refinedev/core";
import { Card, Flex, Statistic, Typography } from "antd";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { SEARCH_FIELD } from "@/components/crud/filters";
import type { UserSummary as Summary } from "../schema/user";
import { useAccess } from "@/hooks/use-access";
import { formatDateTime, formatPoints, formatRupiah } from "@/lib/format";
import { apiPath } from "@providers/data/api-path";
import { filterQuery } from "@/lib/resource";
import { links as loyalty } from "@resources/loyalty/exports";
import { links as transactions } from "@resources/transactions/exports";

/** The transaction list searched for one customer (its `q` filter, kept in the URL as the list does). */
const transactionsOf = (email: string) =>
  transactions.transaction.list(filterQuery({ [SEARCH_FIELD]: email }));

/**
 * What other areas know about a customer (transactions, last purchase, wallet points). Each figure
 * links to its area's page when the signed-in user may open it.
 */
export function UserSummary({ userId, email }: { userId: string; email?: string }) {
  const { t } = useTranslation("users");
  const mayListTransactions = useAccess("transactions", "list");
  const mayShowTransaction = useAccess("transactions", "show");
  const mayShowWallet = useAccess("wallet-points", "show");
  const { query } = useCustom<Summary>({
    url: apiPath("/users/{id}/summary", { id: userId }),
    method: "get",
  });
  const summary = query.data?.data;
  const loading = query.isLoading;
  const link = (allowed: boolean, to: string | null | undefined, children: ReactNode) =>
    allowed && to ? <Link to={to}>{children}</Link> : children;
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
              formatter={(value) =>
                link(
                  mayListTransactions && Boolean(summary?.transactionCount),
                  email && transactionsOf(email),
                  value,
                )
              }
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
              <Typography.Text type="secondary">
                {link(
                  mayShowTransaction,
                  summary.lastTransactionId &&
                    transactions.transaction.show(summary.lastTransactionId),
                  summary.lastTransactionCode,
                )}
              </Typography.Text>
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
              value={summary ? formatPoints(summary.walletPointBalance) : "-"}
              formatter={(value) =>
                link(
                  mayShowWallet,
                  summary?.walletId && loyalty.wallet.show(summary.walletId),
                  value,
                )
              }
              loading={loading}
            />
          </Card>
        </Flex>
      )}
    </section>
  );
}
