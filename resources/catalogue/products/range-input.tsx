import { Flex, InputNumber } from "antd";
import { useTranslation } from "react-i18next";
import type { RangeValue, SpecificationInputProps } from "../lib/specifications";

interface RangeInputProps {
  id?: string;
  value?: Partial<RangeValue> | null;
  onChange?: (value: Partial<RangeValue> | null) => void;
  bounds?: SpecificationInputProps;
  label: string;
}

/** A min–max pair within the bounds and on the step; min > max is refused by the field's rule. */
export function RangeInput({ id, value, onChange, bounds = {}, label }: RangeInputProps) {
  const { t } = useTranslation("catalogue");
  const set = (part: "min" | "max", next: number | null) => {
    const updated = { ...value, [part]: next ?? undefined };
    onChange?.(updated.min === undefined && updated.max === undefined ? null : updated);
  };
  const common = {
    // No min/max and no precision here: antd would clamp or round silently; the field's rule (the
    // product schema's) says what is wrong instead, and the value stays as typed.
    step: bounds.step,
    suffix: bounds.unit === "years" ? t("catalogue:products.specs.units.years") : bounds.unit,
    style: { width: 150 },
  };
  return (
    <Flex gap={8} align="center" wrap>
      <InputNumber
        id={id}
        aria-label={t("catalogue:products.specs.rangeMin", { label })}
        placeholder={t("catalogue:products.specs.min")}
        value={value?.min ?? null}
        onChange={(next) => set("min", next)}
        {...common}
      />
      <span aria-hidden>–</span>
      <InputNumber
        aria-label={t("catalogue:products.specs.rangeMax", { label })}
        placeholder={t("catalogue:products.specs.max")}
        value={value?.max ?? null}
        onChange={(next) => set("max", next)}
        {...common}
      />
    </Flex>
  );
}
