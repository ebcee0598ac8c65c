import { Col, DatePicker, Flex, Row, Segmented, Skeleton, Switch, Table, Typography } from "antd";
import dayjs from "dayjs";
import {
  lazy,
  Suspense,
  useCallback,
  useId,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from "react";
import { useTranslation } from "react-i18next";
import { config } from "@/config";
import {
  DATE_INPUT_FORMAT,
  formatDate,
  formatNumber,
  formatRupiah,
  formatRupiahShort,
  formatShortDay,
} from "@/lib/format";
import type { DashboardTrend } from "../schema/dashboard";
import { DAY_FORMAT, MAX_RANGE_DAYS, daysIn, type DashboardPeriod } from "../schema/periods";
import type { ChartOption } from "./echart";
import { Change } from "./change";
import { Panel } from "./panel";
import { Money } from "@/components/money";
import { outletParams, useDashboardView } from "./use-dashboard-view";
import { useFigures } from "./use-figures";
import { apiPath } from "@providers/data/api-path";

const EChart = lazy(() => import("./echart"));

/** "Show as table": the same figures as rows, for reading them exactly or with a screen reader. */
function AsTable({ checked, onChange }: { checked: boolean; onChange: (on: boolean) => void }) {
  const { t } = useTranslation("dashboard");
  const id = useId();
  return (
    <Flex gap={6} align="center">
      <Switch id={id} size="small" checked={checked} onChange={onChange} />
      <label htmlFor={id} style={{ fontSize: 13 }}>
        {t("dashboard:chart.asTable")}
      </label>
    </Flex>
  );
}

function ChartOrTable({
  table,
  option,
  description,
  height,
  children,
}: {
  table: boolean;
  option: ChartOption;
  description: string;
  height: number;
  children: ReactNode;
}) {
  const [place, seen] = useSeen();
  if (table) return <>{children}</>;
  // Until then a still placeholder of the chart's size (nothing is loading yet).
  return (
    <div ref={place} style={{ minHeight: height }}>
      {seen ? (
        <Suspense fallback={<Skeleton.Node active style={{ width: "100%", height }} />}>
          <EChart option={option} description={description} height={height} />
        </Suspense>
      ) : (
        <Skeleton.Node style={{ width: "100%", height }} />
      )}
    </div>
  );
}

/**
 * Whether the element has come near the screen once: the charts' code (ECharts, its own chunk) loads
 * when a chart is about to be seen, not with the figures above it.
 */
function useSeen(): [(element: HTMLDivElement | null) => void, boolean] {
  const [seen, setSeen] = useState(() => typeof IntersectionObserver === "undefined");
  const observer = useRef<IntersectionObserver | null>(null);
  const place = useCallback((element: HTMLDivElement | null) => {
    observer.current?.disconnect();
    observer.current = null;
    if (!element || typeof IntersectionObserver === "undefined") return;
    observer.current = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setSeen(true);
          observer.current?.disconnect();
        }
      },
      { rootMargin: "200px" },
    );
    observer.current.observe(element);
  }, []);
  return [place, seen];
}

/** The chart's period: 7 days, 30 days, this month, or a range of days (at most a year). */
function PeriodControl({ view }: { view: ReturnType<typeof useDashboardView> }) {
  const { t } = useTranslation("dashboard");
  const [tooLong, setTooLong] = useState(false);
  const options: { value: DashboardPeriod; label: string }[] = [
    { value: "7d", label: t("dashboard:period.7d") },
    { value: "30d", label: t("dashboard:period.30d") },
    { value: "month", label: t("dashboard:period.month") },
    { value: "custom", label: t("dashboard:period.custom") },
  ];
  const errorId = useId();
  return (
    <Flex gap={8} wrap align="start">
      <Segmented<DashboardPeriod>
        aria-label={t("dashboard:period.label")}
        options={options}
        value={view.period}
        onChange={(period) => {
          setTooLong(false);
          view.setPeriod(period, view.span);
        }}
      />
      {view.period === "custom" && (
        <Flex vertical gap={2}>
          <DatePicker.RangePicker
            aria-label={t("dashboard:period.range")}
            format={DATE_INPUT_FORMAT}
            allowClear={false}
            status={tooLong ? "error" : undefined}
            aria-describedby={tooLong ? errorId : undefined}
            value={view.span ? [dayjs(view.span.from), dayjs(view.span.to)] : undefined}
            placeholder={[t("dashboard:period.from"), t("dashboard:period.to")]}
            onChange={(range) => {
              if (!range?.[0] || !range[1]) return;
              const span = { from: range[0].format(DAY_FORMAT), to: range[1].format(DAY_FORMAT) };
              // A range past a year is refused here, as typed: the chart keeps its last range.
              if (daysIn(span) > MAX_RANGE_DAYS) {
                setTooLong(true);
                return;
              }
              setTooLong(false);
              view.setPeriod("custom", span);
            }}
          />
          {tooLong && (
            <Typography.Text id={errorId} type="danger" role="alert" style={{ fontSize: 13 }}>
              {t("dashboard:period.tooLong", { days: MAX_RANGE_DAYS })}
            </Typography.Text>
          )}
        </Flex>
      )}
    </Flex>
  );
}

/** Sales per day over the chosen period, and sales by store or by brand over the same days. */
export function TrendPanels({ view }: { view: ReturnType<typeof useDashboardView> }) {
  const { t, i18n } = useTranslation("dashboard");
  const span = view.span;
  const trend = useFigures<DashboardTrend>(
    apiPath("/dashboard/trend"),
    { ...outletParams(view.outlet), from: span?.from, to: span?.to },
    !!span,
  );
  const [daysAsTable, setDaysAsTable] = useState(false);
  const [splitAsTable, setSplitAsTable] = useState(false);
  const data = trend.data;
  const language = i18n.language;

  const days = useMemo(() => {
    if (!data) return undefined;
    const best = data.days.reduce<DashboardTrend["days"][number] | undefined>(
      (top, day) => (!top || day.sales > top.sales ? day : top),
      undefined,
    );
    const description =
      best && best.sales > 0
        ? t("dashboard:trend.description", {
            from: formatDate(data.from),
            to: formatDate(data.to),
            total: formatRupiah(data.sales.current),
            bestDay: formatDate(best.day),
            best: formatRupiah(best.sales),
          })
        : t("dashboard:trend.descriptionNone", {
            from: formatDate(data.from),
            to: formatDate(data.to),
          });
    const option: ChartOption = {
      color: [config.ui.theme.primary],
      grid: { left: 8, right: 16, top: 16, bottom: 8, containLabel: true },
      tooltip: {
        trigger: "axis",
        valueFormatter: (value: number) => formatRupiah(value),
      },
      xAxis: {
        type: "category",
        data: data.days.map((day) => formatShortDay(day.day, language)),
        boundaryGap: false,
      },
      yAxis: {
        type: "value",
        axisLabel: { formatter: (value: number) => formatRupiahShort(value) },
      },
      series: [
        {
          type: "line",
          name: t("dashboard:trend.sales"),
          data: data.days.map((day) => day.sales),
          smooth: true,
          showSymbol: data.days.length <= 31,
          areaStyle: { opacity: 0.12 },
        },
      ],
    };
    return { description, option };
  }, [data, language, t]);

  const split = useMemo(() => {
    if (!data) return undefined;
    const rows =
      view.salesBy === "brand"
        ? data.byBrand.map((row) => ({ key: row.brandId, name: row.brandName, sales: row.sales }))
        : data.byStore.map((row) => ({ key: row.storeId, name: row.storeName, sales: row.sales }));
    const shown = rows.slice(0, 10);
    const description = t(
      view.salesBy === "brand"
        ? "dashboard:split.descriptionBrand"
        : "dashboard:split.descriptionStore",
      {
        from: formatDate(data.from),
        to: formatDate(data.to),
        list: shown.map((row) => `${row.name} ${formatRupiah(row.sales)}`).join("; "),
      },
    );
    const option: ChartOption = {
      color: [config.ui.theme.primary],
      grid: { left: 8, right: 24, top: 8, bottom: 8, containLabel: true },
      tooltip: { trigger: "axis", valueFormatter: (value: number) => formatRupiah(value) },
      xAxis: {
        type: "value",
        // Few labels: "Rp 10 jt" side by side must not touch at 375 px.
        splitNumber: 3,
        axisLabel: { formatter: (value: number) => formatRupiahShort(value), hideOverlap: true },
      },
      yAxis: {
        type: "category",
        inverse: true,
        data: shown.map((row) => row.name),
        axisLabel: { width: 120, overflow: "truncate" },
      },
      series: [
        {
          type: "bar",
          name: t("dashboard:trend.sales"),
          data: shown.map((row) => row.sales),
          barMaxWidth: 22,
        },
      ],
    };
    return { rows, description, option, height: Math.max(160, shown.length * 34 + 24) };
  }, [data, view.salesBy, t]);

  const noSales = !!data && data.sales.current === 0;
  const state = span
    ? trend.state
    : { loading: false, failed: false, retry: trend.state.retry, empty: true };

  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} xl={14}>
        <Panel
          id="dashboard-trend"
          title={t("dashboard:trend.title")}
          toolbar={
            <Flex justify="space-between" gap={8} wrap align="start">
              <PeriodControl view={view} />
              <AsTable checked={daysAsTable} onChange={setDaysAsTable} />
            </Flex>
          }
          state={state}
          emptyText={t("dashboard:period.choose")}
          rows={7}
        >
          <Flex vertical gap={12}>
            {data && days && (
              <>
                <Flex gap={16} align="baseline" wrap>
                  <Typography.Text strong style={{ fontSize: 20 }}>
                    {formatRupiah(data.sales.current)}
                  </Typography.Text>
                  <Change
                    value={data.sales}
                    basis={t("dashboard:basis.previousSpan", {
                      from: formatDate(data.previousFrom),
                      to: formatDate(data.previousTo),
                    })}
                  />
                </Flex>
                <ChartOrTable
                  table={daysAsTable}
                  option={days.option}
                  description={days.description}
                  height={260}
                >
                  <Table
                    size="small"
                    rowKey="day"
                    dataSource={data.days}
                    pagination={data.days.length > 31 ? { pageSize: 31 } : false}
                    columns={[
                      {
                        title: t("dashboard:trend.day"),
                        dataIndex: "day",
                        render: (value: string) => formatDate(value),
                      },
                      {
                        title: t("dashboard:top.orders"),
                        dataIndex: "orders",
                        align: "right",
                        render: (value: number) => formatNumber(value),
                      },
                      {
                        title: t("dashboard:trend.sales"),
                        dataIndex: "sales",
                        align: "right",
                        render: (value: number) => <Money value={value} />,
                      },
                    ]}
                  />
                </ChartOrTable>
              </>
            )}
          </Flex>
        </Panel>
      </Col>
      <Col xs={24} xl={10}>
        <Panel
          id="dashboard-split"
          title={t("dashboard:split.title")}
          toolbar={
            <Flex justify="space-between" gap={8} wrap align="center">
              <Segmented<"store" | "brand">
                aria-label={t("dashboard:split.label")}
                options={[
                  { value: "store", label: t("dashboard:split.byStore") },
                  { value: "brand", label: t("dashboard:split.byBrand") },
                ]}
                value={view.salesBy}
                onChange={view.setSalesBy}
              />
              <AsTable checked={splitAsTable} onChange={setSplitAsTable} />
            </Flex>
          }
          state={{ ...state, empty: state.empty || noSales }}
          emptyText={span ? t("dashboard:split.none") : t("dashboard:period.choose")}
          rows={6}
        >
          <Flex vertical gap={12}>
            {split && (
              <ChartOrTable
                table={splitAsTable}
                option={split.option}
                description={split.description}
                height={split.height}
              >
                <Table
                  size="small"
                  rowKey="key"
                  dataSource={split.rows}
                  pagination={false}
                  columns={[
                    {
                      title:
                        view.salesBy === "brand"
                          ? t("dashboard:split.brand")
                          : t("dashboard:top.store"),
                      dataIndex: "name",
                    },
                    {
                      title: t("dashboard:trend.sales"),
                      dataIndex: "sales",
                      align: "right",
                      render: (value: number) => <Money value={value} />,
                    },
                  ]}
                />
              </ChartOrTable>
            )}
          </Flex>
        </Panel>
      </Col>
    </Row>
  );
}
