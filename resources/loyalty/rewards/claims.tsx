import { Table, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useResourceTable } from "@/components/crud/use-resource-table";
import { TableSearchForm } from "@/components/crud/table-search-form";
import { ErrorState } from "@/components/error-state";
import type { RewardClaim } from "../schema/reward";
import { useAccess } from "@/hooks/use-access";
import { TableEmptyText } from "@/components/crud/table-empty";
import { formatDateTime, formatPoints } from "@/lib/format";
import { apiPath } from "@providers/data/api-path";
import { links } from "../links";

/** The reward's claims, newest first: customer, when, by whom, what was issued. */
export function RewardClaims({ rewardId }: { rewardId: string }) {
  const { t } = useTranslation("loyalty");
  const canOpenWallet = useAccess("wallet-points", "show");
  const table = useResourceTable<RewardClaim>({
    resource: "rewards",
    meta: { apiPath: apiPath("/rewards/{id}/claims", { id: rewardId }) },
    initialSorters: [{ field: "createdAt", order: "desc" }],
    pageSize: 10,
  });
  const { tableProps, tableQuery } = table;
  const title = t("loyalty:claims.title");
  if (tableQuery.isError)
    return (
      <>
        <TableSearchForm table={table} />
        <ErrorState title={t("loyalty:claims.failed")} subTitle={tableQuery.error?.message} />
      </>
    );
  return (
    <section aria-labelledby="claims-title">
      <TableSearchForm table={table} />
      <Typography.Title level={4} id="claims-title">
        {title}
      </Typography.Title>
      <Table<RewardClaim>
        {...tableProps}
        aria-label={title}
        rowKey="claimId"
        size="small"
        scroll={{ x: "max-content" }}
        locale={{ emptyText: <TableEmptyText>{t("loyalty:claims.empty")}</TableEmptyText> }}
        columns={[
          {
            key: "createdAt",
            dataIndex: "createdAt",
            title: t("loyalty:claims.fields.when"),
            sorter: true,
            render: formatDateTime,
          },
          {
            key: "customerName",
            title: t("loyalty:claims.fields.customer"),
            render: (_, claim) =>
              canOpenWallet ? (
                <Link to={links.wallet.show(claim.wpId)}>{claim.customerName}</Link>
              ) : (
                claim.customerName
              ),
          },
          {
            key: "points",
            dataIndex: "points",
            title: t("loyalty:claims.fields.points"),
            align: "right",
            render: formatPoints,
          },
          {
            key: "issued",
            title: t("loyalty:claims.fields.issued"),
            render: (_, claim) =>
              claim.issued.kind === "VOUCHER" ? (
                <>
                  {claim.issued.voucherName}{" "}
                  <Typography.Text code>{claim.issued.voucherCode}</Typography.Text>
                </>
              ) : (
                claim.issued.productName
              ),
          },
          {
            key: "claimedBy",
            title: t("loyalty:claims.fields.by"),
            render: (_, claim) => claim.claimedBy.name,
          },
        ]}
      />
    </section>
  );
}
