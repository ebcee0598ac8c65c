import { InputNumber, Select } from "antd";
import { useTranslation } from "react-i18next";
import type { ProductSpecification } from "../lib/specifications";
import { RangeInput } from "./range-input";

interface SpecValueInputProps {
  spec: ProductSpecification;
  label: string;
  id?: string;
  value?: ProductSpecification["value"];
  onChange?: (value: ProductSpecification["value"]) => void;
}

/** The input of one specification by its type: select, number or min–max range. */
export function SpecValueInput({ spec, label, id, value, onChange }: SpecValueInputProps) {
  const { t } = useTranslation("catalogue");
  const unit =
    spec.inputProps?.unit === "years"
      ? t("catalogue:products.specs.units.years")
      : spec.inputProps?.unit;
  switch (spec.inputType) {
    case "select":
      return (
        <Select
          id={id}
          allowClear={!spec.isRequired}
          aria-label={label}
          placeholder={t("catalogue:products.specs.choose")}
          value={value === null ? undefined : (value as string | undefined)}
          onChange={(next: string | undefined) => onChange?.(next ?? null)}
          options={(spec.selectOptions ?? []).map((option) => ({
            value: option,
            // lens_type's empty placeholder option.
            label: option === "" ? t("catalogue:products.specs.emptyOption") : option,
          }))}
        />
      );
    case "number":
      return (
        <InputNumber
          id={id}
          aria-label={label}
          step={spec.inputProps?.step}
          suffix={unit}
          style={{ width: "100%" }}
          value={typeof value === "number" ? value : null}
          onChange={(next) => onChange?.(next ?? null)}
        />
      );
    case "range-number":
      return (
        <RangeInput
          id={id}
          label={label}
          bounds={spec.inputProps}
          value={value && typeof value === "object" ? value : null}
          onChange={(next) => onChange?.((next as ProductSpecification["value"]) ?? null)}
        />
      );
    default:
      return null;
  }
}
