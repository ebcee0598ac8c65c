import { Col, Flex, List, Table, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useAccess } from "@/hooks/use-access";
import { formatNumber } from "@/lib/format";
import { filterQuery } from "@/lib/resource";
import {
  ALL_OUTLETS_PARAM,
  TRANSACTION_STATUSES,
  links as transactions,
  statusLabel,
  type TransactionStatus,
} from "@resources/transactions/exports";
import type { DashboardSummary } from "../schema/dashboard";
import { Panel, type PanelState } from "./panel";
import { Money } from "@/components/money";
import type { OutletChoice } from "./use-dashboard-view";

/**
 * The panels under the figures, from the same answer: orders by status, and the month's top five
 * products and stores (loaded once the figures are on screen: see first-view.tsx).
 */
export default function SummaryDetails({
  summary,
  state,
  outlet,
}: {
  summary: DashboardSummary | undefined;
  state: PanelState;
  outlet: OutletChoice;
}) {
  const { t } = useTranslation("dashboard");
  return (
    <>
      <Col xs={24} lg={8}>
        <StatusPanel summary={summary} state={state} outlet={outlet} />
      </Col>
      <Col xs={24} lg={8}>
        <TopPanel
          id="dashboard-top-products"
          title={t("dashboard:top.products")}
          state={state}
          rows={summary?.topProducts.map((row) => ({
            key: row.productId,
            name: row.productName,
            count: row.quantity,
            sales: row.sales,
          }))}
          nameTitle={t("dashboard:top.product")}
          countTitle={t("dashboard:top.pieces")}
        />
      </Col>
      <Col xs={24} lg={8}>
        <TopPanel
          id="dashboard-top-stores"
          title={t("dashboard:top.stores")}
          state={state}
          rows={summary?.topStores.map((row) => ({
            key: row.storeId,
            name: row.storeName,
            count: row.orders,
            sales: row.sales,
          }))}
          nameTitle={t("dashboard:top.store")}
          countTitle={t("dashboard:top.orders")}
        />
      </Col>
    </>
  );
}

interface TopRow {
  key: string;
  name: string;
  count: number;
  sales: number;
}

/** A top 5 of the month: each one's name, how many, and its sales. */
function TopPanel({
  id,
  title,
  state,
  rows,
  nameTitle,
  countTitle,
}: {
  id: string;
  title: string;
  state: PanelState;
  rows: TopRow[] | undefined;
  nameTitle: string;
  countTitle: string;
}) {
  const { t } = useTranslation("dashboard");
  return (
    <Panel
      id={id}
      title={title}
      state={{ ...state, empty: !!rows && rows.length === 0 }}
      emptyText={t("dashboard:top.noSales")}
    >
      <Table<TopRow>
        size="small"
        pagination={false}
        rowKey="key"
        dataSource={rows}
        columns={[
          { title: nameTitle, dataIndex: "name" },
          {
            title: countTitle,
            dataIndex: "count",
            align: "right",
            render: (value: number) => formatNumber(value),
          },
          {
            title: t("dashboard:top.sales"),
            dataIndex: "sales",
            align: "right",
            render: (value: number) => <Money value={value} />,
          },
        ]}
      />
    </Panel>
  );
}

/** Every order of the outlet by its status now, each a link to the list filtered the same way. */
function StatusPanel({
  summary,
  state,
  outlet,
}: {
  summary: DashboardSummary | undefined;
  state: PanelState;
  outlet: OutletChoice;
}) {
  const { t } = useTranslation(["dashboard", "transactions"]);
  const mayList = useAccess("transactions", "list");
  const counts = new Map(summary?.byStatus.map((row) => [row.status, row.count]));
  const linkOf = (status: TransactionStatus) =>
    transactions.transaction.list({
      ...filterQuery({
        status: [status],
        ...(outlet.storeId ? { storeId: [outlet.storeId] } : {}),
        ...(outlet.brandId && !outlet.storeId ? { brandId: outlet.brandId } : {}),
      }),
      [ALL_OUTLETS_PARAM]: "all",
    });
  return (
    <Panel
      id="dashboard-statuses"
      title={t("dashboard:statuses.title")}
      state={{ ...state, empty: !!summary && summary.byStatus.length === 0 }}
      emptyText={t("dashboard:statuses.none")}
      rows={6}
    >
      <List
        size="small"
        split={false}
        dataSource={[...TRANSACTION_STATUSES]}
        rowKey={(status) => status}
        renderItem={(status) => {
          const count = counts.get(status) ?? 0;
          const name = statusLabel(t, status);
          return (
            <List.Item style={{ paddingInline: 0 }}>
              <Flex justify="space-between" style={{ width: "100%" }} gap={8}>
                {mayList && count > 0 ? (
                  <Link to={linkOf(status)}>{name}</Link>
                ) : (
                  <Typography.Text>{name}</Typography.Text>
                )}
                <Typography.Text strong>{formatNumber(count)}</Typography.Text>
              </Flex>
            </List.Item>
          );
        }}
      />
    </Panel>
  );
}
