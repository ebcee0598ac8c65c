import { Descriptions, Empty } from "antd";
import { useTranslation } from "react-i18next";
import { isRangeValue, type ProductSpecification } from "../lib/specifications";
import { specLabel } from "./spec-labels";

const valueText = (spec: ProductSpecification, years: string) => {
  const unit = spec.inputProps?.unit === "years" ? years : (spec.inputProps?.unit ?? "");
  const { value } = spec;
  if (value === null || value === undefined || value === "") return "-";
  if (isRangeValue(value)) return `${value.min} – ${value.max}${unit ? ` ${unit}` : ""}`;
  return `${String(value)}${typeof value === "number" && unit ? ` ${unit}` : ""}`;
};

/** The specifications of a product, read-only. */
export function SpecsView({ specs }: { specs: ProductSpecification[] }) {
  const { t } = useTranslation("catalogue");
  if (specs.length === 0)
    return (
      <Empty
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description={t("catalogue:products.specs.none")}
      />
    );
  return (
    <Descriptions bordered size="small" column={{ xs: 1, md: 2, xl: 3 }}>
      {specs.map((spec) => (
        <Descriptions.Item key={spec.key} label={specLabel(t, spec)}>
          {valueText(spec, t("catalogue:products.specs.units.years"))}
        </Descriptions.Item>
      ))}
    </Descriptions>
  );
}
