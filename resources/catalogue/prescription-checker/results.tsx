import { CheckCircleFilled, CloseCircleFilled } from "@ant-design/icons";
import { Flex, Table, Tag, Typography } from "antd";
import type { TablePaginationConfig } from "antd";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { links } from "../links";
import { isRangeValue } from "../lib/specifications";
import { reasonText } from "./reasons";
import type { CheckedLens, CheckResult } from "../schema/prescription-check";
import { usePaginationTotal } from "@/components/crud/pagination-total";

const range = (value: unknown) => (isRangeValue(value) ? `${value.min} … ${value.max}` : "-");

interface ResultsProps {
  data: CheckResult | undefined;
  loading: boolean;
  pagination: { current: number; pageSize: number };
  onPage: (pagination: TablePaginationConfig) => void;
}

/** Each LENSA product: suitable or not, and why not. */
export function Results({ data, loading, pagination, onPage }: ResultsProps) {
  const { t } = useTranslation("catalogue");
  const showTotal = usePaginationTotal();
  return (
    <Table<CheckedLens>
      aria-label={t("catalogue:prescriptionChecker.results.title")}
      rowKey="productId"
      size="middle"
      loading={loading}
      dataSource={data?.results ?? []}
      scroll={{ x: "max-content" }}
      pagination={{ ...pagination, total: data?.count ?? 0, showSizeChanger: true, showTotal }}
      onChange={onPage}
      columns={[
        {
          key: "suitable",
          title: t("catalogue:prescriptionChecker.results.verdict"),
          render: (_, lens) =>
            lens.suitable ? (
              <Tag icon={<CheckCircleFilled aria-hidden />} color="green">
                {t("catalogue:prescriptionChecker.results.suitable")}
              </Tag>
            ) : (
              <Tag icon={<CloseCircleFilled aria-hidden />} color="red">
                {t("catalogue:prescriptionChecker.results.notSuitable")}
              </Tag>
            ),
        },
        {
          key: "productName",
          title: t("catalogue:products.fields.productName"),
          render: (_, lens) => (
            <Flex vertical>
              <Link to={links.product.show(lens.productId)}>{lens.productName}</Link>
              <Typography.Text type="secondary">
                {lens.brandName} · {lens.sku}
              </Typography.Text>
            </Flex>
          ),
        },
        {
          key: "lensType",
          title: t("catalogue:products.specs.labels.lens_type"),
          render: (_, lens) => String(lens.specifications.lens_type ?? "") || "-",
        },
        {
          key: "sph",
          title: t("catalogue:prescriptionChecker.results.sphRange"),
          render: (_, lens) =>
            `${range(lens.specifications.sph_minus)} / ${range(lens.specifications.sph_plus)}`,
        },
        {
          key: "cyl",
          title: t("catalogue:products.specs.labels.cyl_minus"),
          render: (_, lens) => range(lens.specifications.cyl_minus),
        },
        {
          key: "add",
          title: t("catalogue:products.specs.labels.addition"),
          render: (_, lens) => range(lens.specifications.addition),
        },
        {
          key: "power",
          title: t("catalogue:products.specs.labels.power_combination"),
          render: (_, lens) =>
            lens.specifications.power_combination == null
              ? "-"
              : `${String(lens.specifications.power_combination)} (${String(lens.specifications.power_combination_type ?? "-")})`,
        },
        {
          key: "reasons",
          title: t("catalogue:prescriptionChecker.results.reasons"),
          // Sentences wrap inside a fixed width instead of stretching the table.
          width: 360,
          onCell: () => ({ style: { whiteSpace: "normal", minWidth: 280 } }),
          render: (_, lens) =>
            lens.reasons.length === 0 ? (
              "—"
            ) : (
              <ul style={{ margin: 0, paddingInlineStart: 18 }}>
                {lens.reasons.map((reason, index) => (
                  <li key={index}>{reasonText(t, reason)}</li>
                ))}
              </ul>
            ),
        },
      ]}
    />
  );
}
