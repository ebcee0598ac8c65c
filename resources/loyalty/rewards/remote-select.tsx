import { useList, type BaseRecord, type CrudFilter } from "@refinedev/core";
import { useMemo, useState } from "react";
import { FormSelect } from "@/components/form-select";

/**
 * A form select that searches another area's list with `q` (20 at a time): vouchers, products,
 * programmes. The current value keeps its label (`selectedLabel`) even when the search leaves it out.
 */
export function RemoteSelect<T extends BaseRecord>({
  resource,
  valueField,
  labelOf,
  filters = [],
  selectedLabel,
  value,
  onChange,
  ariaLabel,
  placeholder,
  id,
}: {
  resource: string;
  valueField: keyof T & string;
  labelOf: (row: T) => string;
  filters?: CrudFilter[];
  selectedLabel?: string | null;
  value?: string | null;
  onChange?: (value: string | null, row?: T) => void;
  ariaLabel: string;
  placeholder?: string;
  id?: string;
}) {
  const [search, setSearch] = useState("");
  const { result, query } = useList<T>({
    resource,
    pagination: { currentPage: 1, pageSize: 20, mode: "server" },
    filters: [...filters, { field: "q", operator: "eq", value: search || undefined }],
  });
  const rows = result.data;
  const options = useMemo(() => {
    const list = rows.map((row) => ({ value: String(row[valueField]), label: labelOf(row) }));
    if (value && selectedLabel && !list.some((option) => option.value === value))
      list.unshift({ value, label: selectedLabel });
    return list;
  }, [rows, valueField, labelOf, value, selectedLabel]);
  return (
    <FormSelect<string>
      id={id}
      showSearch
      allowClear
      filterOption={false}
      aria-label={ariaLabel}
      placeholder={placeholder}
      loading={query.isFetching}
      onSearch={setSearch}
      value={value ?? undefined}
      onChange={(next) =>
        onChange?.(
          next ?? null,
          rows.find((row) => String(row[valueField]) === next),
        )
      }
      options={options}
    />
  );
}
