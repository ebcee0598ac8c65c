import { Col, Flex, Row, Statistic, type ColProps } from "antd";
import { lazy } from "react";
import { useTranslation } from "react-i18next";
import { formatNumber, formatPoints, formatRupiah } from "@/lib/format";
import type { Comparison, DashboardPoints, DashboardSummary } from "../schema/dashboard";
import { Change } from "./change";
import { AfterFirstView, useSettleFirstView } from "./first-view";
import { Panel, PanelPlaceholder } from "./panel";
import { outletParams, type OutletChoice } from "./use-dashboard-view";
import { useFigures } from "./use-figures";
import { apiPath } from "@providers/data/api-path";
import { loadNamespaces } from "@providers/i18n";

/** With the transaction statuses' words (the orders-by-status panel's). */
const SummaryDetails = lazy(() =>
  Promise.all([import("./summary-details"), loadNamespaces(["transactions"])]).then(
    ([module]) => module,
  ),
);

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
  const { t } = useTranslation("dashboard");
  const query = outletParams(outlet);
  const summary = useFigures<DashboardSummary>(apiPath("/dashboard/summary"), query);
  const points = useFigures<DashboardPoints>(apiPath("/dashboard/points"), query, showPoints);
  const data = summary.data;
  useSettleFirstView(!summary.state.loading);
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
      <AfterFirstView fallback={<DetailsLoading />}>
        <SummaryDetails summary={data} state={summary.state} outlet={outlet} />
      </AfterFirstView>
    </Row>
  );
}

/** The three panels under the figures while their code loads (their titles, and a skeleton each). */
function DetailsLoading() {
  const { t } = useTranslation("dashboard");
  return (
    <>
      {(
        [
          [t("dashboard:statuses.title"), 6],
          [t("dashboard:top.products"), 3],
          [t("dashboard:top.stores"), 3],
        ] as const
      ).map(([title, rows]) => (
        <Col key={title} xs={24} lg={8}>
          <PanelPlaceholder title={title} rows={rows} />
        </Col>
      ))}
    </>
  );
}
