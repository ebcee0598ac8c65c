import type { BaseRecord } from "@refinedev/core";
import { DatePicker, Flex, InputNumber, Select } from "antd";
import dayjs from "dayjs";
import type { ComponentProps } from "react";
import { groupedInputFormatter, groupedInputParser, DATE_INPUT_FORMAT } from "@/lib/format";
import { useTranslation } from "react-i18next";
import { ATTENTION_FIELD } from "./filters";
import type { ResourceTable } from "./use-resource-table";

/** A filter's choice: the stored value and the label staff read. */
export type FilterOption = { value: string; label: string };
/** Choices under a heading (a programme's tiers). */
type FilterOptionGroup = { label: string; options: FilterOption[] };

interface ChoiceFilterProps<T extends BaseRecord> {
  table: ResourceTable<T>;
  /** The filtered field (also the URL's key). */
  field: string;
  /** Names the select for screen readers and stands in it while nothing is chosen. */
  label: string;
  options: (FilterOption | FilterOptionGroup)[];
  width: number;
  /** Typing narrows the choices by their label (long lists: brands, stores). */
  searchable?: boolean;
  loading?: boolean;
}

/** A select filtering the list on one value of `field` (`field=value`), kept in the URL. */
export function ChoiceFilter<T extends BaseRecord>({
  table,
  field,
  label,
  options,
  width,
  searchable,
  loading,
}: ChoiceFilterProps<T>) {
  return (
    <Select
      allowClear
      showSearch={searchable || undefined}
      optionFilterProp={searchable ? "label" : undefined}
      aria-label={label}
      placeholder={label}
      style={{ width }}
      loading={loading}
      value={table.getFilter<string>(field)}
      onChange={(value) => table.setFilter(field, "eq", value)}
      options={options}
    />
  );
}

/** The URL keeps one chosen value as a string and several as a list. */
const asValues = (value: unknown): string[] | undefined =>
  value === undefined ? undefined : Array.isArray(value) ? value.map(String) : [String(value)];

/**
 * A select filtering the list on any of several values of `field` (`field=a&field=b`), kept in the
 * URL; it grows from `minWidth` with its choices.
 */
export function ChoicesFilter<T extends BaseRecord>({
  table,
  field,
  label,
  options,
  minWidth,
  searchable,
}: Omit<ChoiceFilterProps<T>, "width" | "loading"> & { minWidth: number }) {
  return (
    <Select
      mode="multiple"
      allowClear
      showSearch={searchable || undefined}
      optionFilterProp={searchable ? "label" : undefined}
      maxTagCount="responsive"
      aria-label={label}
      placeholder={label}
      style={{ minWidth }}
      value={asValues(table.getFilter(field, "in"))}
      onChange={(value: string[]) => table.setFilter(field, "in", value)}
      options={options}
    />
  );
}

/**
 * A rupiah range on `field` (`field_gte`, `field_lte`), grouped as staff type it. An empty bound
 * filters nothing; a typed value is never changed (no min, no max on the inputs).
 */
export function MoneyRangeFilter<T extends BaseRecord>({
  table,
  field,
  minLabel,
  maxLabel,
  width,
}: {
  table: ResourceTable<T>;
  field: string;
  minLabel: string;
  maxLabel: string;
  width: number;
}) {
  const money = {
    formatter: groupedInputFormatter,
    parser: groupedInputParser,
    style: { width },
  };
  return (
    <Flex gap={4} align="center">
      <InputNumber<number>
        {...money}
        aria-label={minLabel}
        placeholder={minLabel}
        value={table.getFilter<number>(field, "gte") ?? null}
        onChange={(value) => table.setFilter(field, "gte", value ?? undefined)}
      />
      <span aria-hidden>–</span>
      <InputNumber<number>
        {...money}
        aria-label={maxLabel}
        placeholder={maxLabel}
        value={table.getFilter<number>(field, "lte") ?? null}
        onChange={(value) => table.setFilter(field, "lte", value ?? undefined)}
      />
    </Flex>
  );
}

type RangePickerProps = ComponentProps<typeof DatePicker.RangePicker>;

/**
 * A range of days on a date-time `field`: from the start of the first day to the end of the last
 * (`field_gte`, `field_lte`), either end may stay open; kept in the URL.
 */
export function DateRangeFilter<T extends BaseRecord>({
  table,
  field,
  label,
  placeholder,
  format,
  presets,
}: {
  table: ResourceTable<T>;
  field: string;
  label: string;
  /** The two ends' placeholders ("From", "To"). */
  placeholder: [string, string];
  format?: RangePickerProps["format"];
  presets?: RangePickerProps["presets"];
}) {
  const from = table.getFilter<string>(field, "gte");
  const to = table.getFilter<string>(field, "lte");
  return (
    <DatePicker.RangePicker
      aria-label={label}
      placeholder={placeholder}
      format={format ?? DATE_INPUT_FORMAT}
      presets={presets}
      allowEmpty={[true, true]}
      value={[from ? dayjs(from) : null, to ? dayjs(to) : null]}
      onChange={(range) => {
        // Both ends in one change: one URL update, back to page 1.
        table.setFilters(
          [
            { field, operator: "gte", value: range?.[0]?.startOf("day").toISOString() },
            { field, operator: "lte", value: range?.[1]?.endOf("day").toISOString() },
          ],
          "merge",
        );
        table.setCurrentPage(1);
      }}
    />
  );
}

/**
 * "Needs attention": the records a dashboard asks staff to act on (`attention=<kind>`, applied by the
 * server), kept in the URL so the dashboard's counts link to exactly these lists.
 */
export function AttentionFilter<T extends BaseRecord>({
  table,
  options,
  width = 240,
}: {
  table: ResourceTable<T>;
  options: FilterOption[];
  width?: number;
}) {
  const { t } = useTranslation();
  return (
    <ChoiceFilter
      table={table}
      field={ATTENTION_FIELD}
      label={t("crud.filters.attention")}
      width={width}
      options={options}
    />
  );
}
