import { Select, Table, Tag, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatDate, formatDateTime } from "@/components/crud/date";
import { useResourceTable } from "@/components/crud/use-resource-table";
import { ErrorState } from "@/components/error-state";
import { formatPoints } from "../components/points";
import type { WalletLedgerEntry } from "../schema/wallet-point";
import { LEDGER_TYPES, isCredit, type LedgerType } from "../schema/rules";
import { TableEmptyText } from "@/components/crud/table-empty";

const TYPE_COLOURS: Record<LedgerType, string> = {
  EARN: "green",
  ADD: "blue",
  REDEEM: "purple",
  REMOVE: "orange",
  EXPIRE: "default",
};

export function useLedgerTypeLabel() {
  const { t } = useTranslation("loyalty");
  return (type: LedgerType) => {
    switch (type) {
      case "EARN":
        return t("ledger.types.EARN");
      case "REDEEM":
        return t("ledger.types.REDEEM");
      case "EXPIRE":
        return t("ledger.types.EXPIRE");
      case "ADD":
        return t("ledger.types.ADD");
      case "REMOVE":
        return t("ledger.types.REMOVE");
    }
  };
}

/**
 * The ledger's table state. The wallet page calls it next to its own record query, so both requests
 * leave together instead of the ledger waiting for the wallet.
 */
export function useWalletLedger(wpId: string) {
  return useResourceTable<WalletLedgerEntry>({
    resource: "wallet-points",
    meta: { apiPath: `wallet-points/${encodeURIComponent(wpId)}/ledger` },
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
  const title = t("ledger.title");
  if (tableQuery.isError)
    return <ErrorState title={t("ledger.failed")} subTitle={tableQuery.error?.message} />;
  return (
    <section aria-labelledby="ledger-title">
      <Typography.Title level={4} id="ledger-title">
        {title}
      </Typography.Title>
      <Select
        allowClear
        mode="multiple"
        aria-label={t("ledger.typeFilter")}
        placeholder={t("ledger.typeFilter")}
        style={{ minWidth: 220, marginBottom: 12 }}
        value={table.getFilter<string[]>("type", "in") ?? []}
        onChange={(value: string[]) => table.setFilter("type", "in", value)}
        options={LEDGER_TYPES.map((type) => ({ value: type, label: typeLabel(type) }))}
      />
      <Table<WalletLedgerEntry>
        {...tableProps}
        aria-label={title}
        rowKey="entryId"
        size="small"
        scroll={{ x: "max-content" }}
        locale={{ emptyText: <TableEmptyText>{t("ledger.empty")}</TableEmptyText> }}
        columns={[
          {
            key: "createdAt",
            dataIndex: "createdAt",
            title: t("ledger.fields.when"),
            render: formatDateTime,
          },
          {
            key: "type",
            dataIndex: "type",
            title: t("ledger.fields.type"),
            render: (type: LedgerType) => <Tag color={TYPE_COLOURS[type]}>{typeLabel(type)}</Tag>,
          },
          {
            key: "points",
            title: t("ledger.fields.points"),
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
            title: t("ledger.fields.balanceAfter"),
            align: "right",
            render: formatPoints,
          },
          {
            key: "source",
            title: t("ledger.fields.source"),
            render: (_, entry) =>
              entry.transactionId ? (
                <Link to={`/transactions/${encodeURIComponent(entry.transactionId)}`}>
                  {t("ledger.transaction", { code: entry.transactionCode ?? entry.transactionId })}
                </Link>
              ) : entry.rewardId ? (
                <Link to={`/rewards/${encodeURIComponent(entry.rewardId)}`}>
                  {t("ledger.reward", { name: entry.rewardName ?? entry.rewardId })}
                </Link>
              ) : (
                "-"
              ),
          },
          {
            key: "staff",
            title: t("ledger.fields.staff"),
            render: (_, entry) => entry.staff?.name ?? "-",
          },
          {
            key: "note",
            title: t("ledger.fields.note"),
            render: (_, entry) =>
              entry.expiresAt ? (
                <>
                  {entry.note || "-"}
                  <br />
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {t("ledger.expiresAt", { date: formatDate(entry.expiresAt) })}
                  </Typography.Text>
                </>
              ) : (
                entry.note || "-"
              ),
          },
        ]}
      />
    </section>
  );
}
