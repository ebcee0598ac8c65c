import { Select, Table, Typography } from "antd";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ListToolbar } from "@/components/crud/list-toolbar";
import { SEARCH_FIELD } from "@/components/crud/filters";
import { useResourceTable } from "@/components/crud/use-resource-table";
import { TableSearchForm } from "@/components/crud/table-search-form";
import { ErrorState } from "@/components/error-state";
import { TierTag } from "../components/points";
import type { LoyaltyRecord } from "../schema/loyalty";
import type { WalletPoint } from "../schema/wallet-point";
import { useAccess } from "@/hooks/use-access";
import { formatDateTime, formatPoints } from "@/lib/format";
import { apiPath } from "@providers/data/api-path";
import { links } from "../links";

/** A programme's members: customers with tier and points, searched and filtered by tier (in the URL). */
export function ProgrammeMembers({ programme }: { programme: LoyaltyRecord }) {
  const { t } = useTranslation("loyalty");
  const canOpenWallet = useAccess("wallet-points", "show");
  const table = useResourceTable<WalletPoint>({
    resource: "loyalty",
    meta: { apiPath: apiPath("/loyalty/{id}/members", { id: programme.loyaltyId }) },
    initialSorters: [{ field: "balance", order: "desc" }],
    pageSize: 10,
  });
  const { tableProps, tableQuery } = table;
  const tierOptions = useMemo(
    () =>
      [...programme.tiers]
        .sort((a, b) => a.minPoints - b.minPoints)
        .map((tier) => ({ value: tier.tierId, label: tier.name })),
    [programme.tiers],
  );
  const title = t("loyalty:programmes.members.title");
  if (tableQuery.isError)
    return (
      <>
        <TableSearchForm table={table} />
        <ErrorState
          title={t("loyalty:programmes.members.failed")}
          subTitle={tableQuery.error?.message}
        />
      </>
    );
  return (
    <section aria-labelledby="members-title">
      <TableSearchForm table={table} />
      <Typography.Title level={4} id="members-title">
        {title}
      </Typography.Title>
      <ListToolbar
        search={table.getFilter<string>(SEARCH_FIELD)}
        onSearch={(text) => table.setFilter(SEARCH_FIELD, "eq", text)}
        searchPlaceholder={t("loyalty:programmes.members.search")}
        hasFilters={table.hasUserFilters}
        onClear={table.clearFilters}
        filters={
          <Select
            allowClear
            aria-label={t("loyalty:programmes.members.tierFilter")}
            placeholder={t("loyalty:programmes.members.tierFilter")}
            style={{ width: 180 }}
            value={table.getFilter<string>("tierId")}
            onChange={(value) => table.setFilter("tierId", "eq", value)}
            options={tierOptions}
          />
        }
      />
      <Table<WalletPoint>
        {...tableProps}
        aria-label={title}
        rowKey="wpId"
        size="small"
        scroll={{ x: "max-content" }}
        locale={{
          emptyText: table.hasUserFilters
            ? t("translation:crud.emptyState.filtered")
            : t("loyalty:programmes.members.empty"),
        }}
        columns={[
          {
            key: "customerName",
            dataIndex: "customerName",
            title: t("loyalty:wallets.fields.customer"),
            sorter: true,
            render: (name: string, row) =>
              canOpenWallet ? <Link to={links.wallet.show(row.wpId)}>{name}</Link> : name,
          },
          {
            key: "customerEmail",
            dataIndex: "customerEmail",
            title: t("loyalty:wallets.fields.email"),
          },
          {
            key: "tierId",
            title: t("loyalty:wallets.fields.tier"),
            render: (_, row) => <TierTag name={row.tierName} colour={row.tierColour} />,
          },
          {
            key: "balance",
            dataIndex: "balance",
            title: t("loyalty:wallets.fields.balance"),
            sorter: true,
            align: "right",
            render: formatPoints,
          },
          {
            key: "collectedPoints",
            dataIndex: "collectedPoints",
            title: t("loyalty:wallets.fields.collectedPoints"),
            sorter: true,
            align: "right",
            render: formatPoints,
          },
          {
            key: "lastActivityAt",
            dataIndex: "lastActivityAt",
            title: t("loyalty:wallets.fields.lastActivityAt"),
            sorter: true,
            render: formatDateTime,
          },
        ]}
      />
    </section>
  );
}
