import { Select, Spin } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import {
  MIN_REGION_QUERY,
  regionLabel,
  useRegionSearch,
  type RegionFields,
} from "./use-region-search";

export interface RegionSelectProps {
  value?: RegionFields;
  onChange?: (region: RegionFields | undefined) => void;
  id?: string;
  placeholder?: string;
  disabled?: boolean;
}

/**
 * A searchable Indonesian region picker (province, city, district,
 * sub-district, postal code). Works as a controlled antd form field, so the
 * address forms reuse it: `<Form.Item name="region"><RegionSelect /></Form.Item>`.
 */
export function RegionSelect({ value, onChange, id, placeholder, disabled }: RegionSelectProps) {
  const { t } = useTranslation("login");
  const [query, setQuery] = useState("");
  const { regions, loading, error } = useRegionSearch(query);
  const notFound = loading ? (
    <Spin size="small" />
  ) : error ? (
    t("public.searchRegion.failed", { message: error })
  ) : query.trim().length < MIN_REGION_QUERY ? (
    t("public.searchRegion.minChars")
  ) : (
    t("public.searchRegion.noResults", { query: query.trim() })
  );
  const options = regions.map((region) => ({
    value: regionLabel(region),
    label: regionLabel(region),
    region,
  }));
  if (value && !options.some((option) => option.value === regionLabel(value))) {
    options.unshift({ value: regionLabel(value), label: regionLabel(value), region: value });
  }
  return (
    <Select
      id={id}
      showSearch
      allowClear
      disabled={disabled}
      filterOption={false}
      placeholder={placeholder ?? t("public.searchRegion.placeholder")}
      value={value ? regionLabel(value) : undefined}
      onSearch={setQuery}
      onChange={(_, option) => {
        const picked = Array.isArray(option) ? option[0] : option;
        onChange?.(picked?.region);
      }}
      notFoundContent={notFound}
      options={options}
      style={{ width: "100%" }}
    />
  );
}
