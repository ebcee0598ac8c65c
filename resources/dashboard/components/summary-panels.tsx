import { Col, Flex, List, Row, Statistic, Table, Typography, type ColProps } from "antd";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useAccess } from "@/hooks/use-access";
import { formatNumber, formatPoints, formatRupiah } from "@/lib/format";
import { filterQuery } from "@/lib/resource";
import {
  ALL_OUTLETS_PARAM,
  TRANSACTION_STATUSES,
  links as transactions,
  statusLabel,
  type TransactionStatus,
} from "@resources/transactions/exports";
import type { Comparison, DashboardPoints, DashboardSummary } from "../schema/dashboard";
import { Change } from "./change";
import { Money, Panel, type PanelState } from "./panel";
import { outletParams, type OutletChoice } from "./use-dashboard-view";
import { useFigures } from "./use-figures";
import { apiPath } from "@providers/data/api-path";

/** A figure: its name, its value, how staff read it, and what it is compared with. */
type FigureItem = [
  title: string,
  value: Comparison,
  format: (value: number) => string,
  basis: string,
];

/** Figures side by side: each its value as staff read it, and how it moved. */
function Figures({ items, span }: { items: FigureItem[]; span: ColProps }) {
  return (
    <Row gutter={[24, 24]}>
      {items.map(([title, value, format, basis]) => (
        <Col key={title} {...span}>
          <Flex vertical gap={4}>
            <Statistic
              title={title}
              value={value.current}
              formatter={() => format(value.current)}
            />
            <Change value={value} basis={basis} />
          </Flex>
        </Col>
      ))}
    </Row>
  );
}

/** The figures of the business: sales, orders, customers, vouchers, points (each panel on its own). */
export function SummaryPanels({
  outlet,
  showPoints,
}: {
  outlet: OutletChoice;
  /** The points panel (wallet points list permission). */
  showPoints: boolean;
}) {
  const { t } = useTranslation(["dashboard", "transactions"]);
  const query = outletParams(outlet);
  const summary = useFigures<DashboardSummary>(apiPath("/dashboard/summary"), query);
  const points = useFigures<DashboardPoints>(apiPath("/dashboard/points"), query, showPoints);
  const data = summary.data;
  const lastMonth = t("dashboard:basis.lastMonth");
  const yesterday = t("dashboard:basis.yesterday");
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} xl={showPoints ? 16 : 24}>
        <Panel id="dashboard-figures" title={t("dashboard:figures.title")} state={summary.state}>
          {data && (
            <Figures
              span={{ xs: 24, sm: 12, lg: showPoints ? 8 : 6 }}
              items={[
                [t("dashboard:figures.salesToday"), data.salesToday, formatRupiah, yesterday],
                [t("dashboard:figures.salesMonth"), data.salesMonth, formatRupiah, lastMonth],
                [t("dashboard:figures.ordersMonth"), data.ordersMonth, formatNumber, lastMonth],
                [
                  t("dashboard:figures.newCustomers"),
                  data.newCustomersMonth,
                  formatNumber,
                  lastMonth,
                ],
                [
                  t("dashboard:figures.vouchersUsed"),
                  data.vouchersUsedMonth,
                  formatNumber,
                  lastMonth,
                ],
              ]}
            />
          )}
        </Panel>
      </Col>
      {showPoints && (
        <Col xs={24} xl={8}>
          <Panel id="dashboard-points" title={t("dashboard:points.title")} state={points.state}>
            {points.data && (
              <Figures
                span={{ xs: 24, sm: 12, xl: 24 }}
                items={[
                  [t("dashboard:points.issued"), points.data.issued, formatPoints, lastMonth],
                  [t("dashboard:points.redeemed"), points.data.redeemed, formatPoints, lastMonth],
                ]}
              />
            )}
          </Panel>
        </Col>
      )}
      <Col xs={24} lg={8}>
        <StatusPanel summary={data} state={summary.state} outlet={outlet} />
      </Col>
      <Col xs={24} lg={8}>
        <TopPanel
          id="dashboard-top-products"
          title={t("dashboard:top.products")}
          state={summary.state}
          rows={data?.topProducts.map((row) => ({
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
          state={summary.state}
          rows={data?.topStores.map((row) => ({
            key: row.storeId,
            name: row.storeName,
            count: row.orders,
            sales: row.sales,
          }))}
          nameTitle={t("dashboard:top.store")}
          countTitle={t("dashboard:top.orders")}
        />
      </Col>
    </Row>
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
