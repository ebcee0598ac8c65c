import { Select, Table, Tag, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useResourceTable } from "@/components/crud/use-resource-table";
import { ErrorState } from "@/components/error-state";
import type { WalletLedgerRow } from "../schema/wallet-point";
import { LEDGER_TYPES, isCredit, type LedgerType } from "../schema/rules";
import { TableEmptyText } from "@/components/crud/table-empty";
import { formatDate, formatDateTime, formatPoints } from "@/lib/format";
import { apiPath } from "@providers/data/api-path";
import { links as transactions } from "@resources/transactions/exports";
import { links } from "../links";
import { ledgerNote } from "./ledger-note";

const TYPE_COLOURS: Record<LedgerType, string> = {
  EARN: "green",
  ADD: "blue",
  REDEEM: "purple",
  REMOVE: "orange",
  EXPIRE: "default",
  REVERSE: "red",
};

export function useLedgerTypeLabel() {
  const { t } = useTranslation("loyalty");
  return (type: LedgerType) => {
    switch (type) {
      case "EARN":
        return t("loyalty:ledger.types.EARN");
      case "REDEEM":
        return t("loyalty:ledger.types.REDEEM");
      case "EXPIRE":
        return t("loyalty:ledger.types.EXPIRE");
      case "ADD":
        return t("loyalty:ledger.types.ADD");
      case "REMOVE":
        return t("loyalty:ledger.types.REMOVE");
      case "REVERSE":
        return t("loyalty:ledger.types.REVERSE");
    }
  };
}

/**
 * The ledger's table state. The wallet page calls it next to its own record query, so both requests
 * leave together instead of the ledger waiting for the wallet.
 */
export function useWalletLedger(wpId: string) {
  return useResourceTable<WalletLedgerRow>({
    resource: "wallet-points",
    meta: { apiPath: apiPath("/wallet-points/{id}/ledger", { id: wpId }) },
    initialSorters: [],
    pageSize: 10,
    // The ledger says so in place; a missing wallet is already told by the page.
    errorNotification: false,
  });
}

/** A wallet's ledger, newest first: each entry with its source, staff member, note and balance after. */
export function WalletLedger({ table }: { table: ReturnType<typeof useWalletLedger> }) {
  const { t } = useTranslation("loyalty");
  const typeLabel = useLedgerTypeLabel();
  const { tableProps, tableQuery } = table;
  const title = t("loyalty:ledger.title");
  if (tableQuery.isError)
    return <ErrorState title={t("loyalty:ledger.failed")} subTitle={tableQuery.error?.message} />;
  return (
    <section aria-labelledby="ledger-title">
      <Typography.Title level={4} id="ledger-title">
        {title}
      </Typography.Title>
      <Select
        allowClear
        mode="multiple"
        aria-label={t("loyalty:ledger.typeFilter")}
        placeholder={t("loyalty:ledger.typeFilter")}
        style={{ minWidth: 220, marginBottom: 12 }}
        value={table.getFilter<string[]>("type", "in") ?? []}
        onChange={(value: string[]) => table.setFilter("type", "in", value)}
        options={LEDGER_TYPES.map((type) => ({ value: type, label: typeLabel(type) }))}
      />
      <Table<WalletLedgerRow>
        {...tableProps}
        aria-label={title}
        rowKey="entryId"
        size="small"
        scroll={{ x: "max-content" }}
        locale={{ emptyText: <TableEmptyText>{t("loyalty:ledger.empty")}</TableEmptyText> }}
        columns={[
          {
            key: "createdAt",
            dataIndex: "createdAt",
            title: t("loyalty:ledger.fields.when"),
            render: formatDateTime,
          },
          {
            key: "type",
            dataIndex: "type",
            title: t("loyalty:ledger.fields.type"),
            render: (type: LedgerType, entry) => (
              <>
                <Tag color={TYPE_COLOURS[type]}>{typeLabel(type)}</Tag>
                {entry.pendingUntil && (
                  <Tag color="gold">
                    {t("loyalty:ledger.pendingUntil", { date: formatDate(entry.pendingUntil) })}
                  </Tag>
                )}
              </>
            ),
          },
          {
            key: "points",
            title: t("loyalty:ledger.fields.points"),
            align: "right",
            render: (_, entry) => (
              <Typography.Text strong>
                {isCredit(entry.type) ? "+" : "−"}
                {formatPoints(entry.points)}
              </Typography.Text>
            ),
          },
          {
            key: "balanceAfter",
            dataIndex: "balanceAfter",
            title: t("loyalty:ledger.fields.balanceAfter"),
            align: "right",
            render: formatPoints,
          },
          {
            key: "source",
            title: t("loyalty:ledger.fields.source"),
            render: (_, entry) =>
              entry.transactionId ? (
                <Link to={transactions.transaction.show(entry.transactionId)}>
                  {t("loyalty:ledger.transaction", {
                    code: entry.transactionCode ?? entry.transactionId,
                  })}
                </Link>
              ) : entry.rewardId ? (
                <Link to={links.reward.show(entry.rewardId)}>
                  {t("loyalty:ledger.reward", { name: entry.rewardName ?? entry.rewardId })}
                </Link>
              ) : (
                "-"
              ),
          },
          {
            key: "staff",
            title: t("loyalty:ledger.fields.staff"),
            render: (_, entry) => entry.staff?.name ?? "-",
          },
          {
            key: "note",
            title: t("loyalty:ledger.fields.note"),
            render: (_, entry) =>
              entry.expiresAt ? (
                <>
                  {ledgerNote(t, entry)}
                  <br />
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {t("loyalty:ledger.expiresAt", { date: formatDate(entry.expiresAt) })}
                  </Typography.Text>
                </>
              ) : (
                ledgerNote(t, entry)
              ),
          },
        ]}
      />
    </section>
  );
}
