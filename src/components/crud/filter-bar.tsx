import type { BaseRecord } from "@refinedev/core";
import { Fragment, isValidElement, type ComponentProps, type ReactElement } from "react";
import { ActiveFilter } from "./active-filter";
import {
  AttentionFilter,
  ChoiceFilter,
  ChoicesFilter,
  DateRangeFilter,
  MoneyRangeFilter,
} from "./filter-fields";
import type { ResourceTable } from "./use-resource-table";

type Without<C, K extends string = "table"> = Omit<C, K | "table">;

/** One filter of a list, as data: its kind and what that kind of filter takes (not the table). */
export type FilterSpec =
  | ({ kind: "choice" } & Without<ComponentProps<typeof ChoiceFilter>>)
  | ({ kind: "choices" } & Without<ComponentProps<typeof ChoicesFilter>>)
  | ({ kind: "money" } & Without<ComponentProps<typeof MoneyRangeFilter>>)
  | ({ kind: "dates" } & Without<ComponentProps<typeof DateRangeFilter>>)
  | ({ kind: "active" } & Without<ComponentProps<typeof ActiveFilter>>)
  | ({ kind: "attention" } & Without<ComponentProps<typeof AttentionFilter>>);

function FilterOf<T extends BaseRecord>({
  table,
  spec,
}: {
  table: ResourceTable<T>;
  spec: FilterSpec;
}) {
  switch (spec.kind) {
    case "choice": {
      const { kind: _, ...props } = spec;
      return <ChoiceFilter table={table} {...props} />;
    }
    case "choices": {
      const { kind: _, ...props } = spec;
      return <ChoicesFilter table={table} {...props} />;
    }
    case "money": {
      const { kind: _, ...props } = spec;
      return <MoneyRangeFilter table={table} {...props} />;
    }
    case "dates": {
      const { kind: _, ...props } = spec;
      return <DateRangeFilter table={table} {...props} />;
    }
    case "active":
      return <ActiveFilter table={table} label={spec.label} />;
    case "attention":
      return <AttentionFilter table={table} options={spec.options} width={spec.width} />;
  }
}

/**
 * A list's filters from a table, in the order they show, each kept in the URL: one entry a filter
 * (`{ kind: "choice", field: "brandId", label, width: 180, options }`), an element for a filter of
 * the list's own, `false` for one the list leaves out.
 */
export function FilterBar<T extends BaseRecord>({
  table,
  filters,
}: {
  table: ResourceTable<T>;
  filters: readonly (FilterSpec | ReactElement | false | null | undefined)[];
}) {
  return (
    <>
      {filters.map((spec, index) =>
        !spec ? null : isValidElement(spec) ? (
          <Fragment key={index}>{spec}</Fragment>
        ) : (
          <FilterOf key={index} table={table} spec={spec} />
        ),
      )}
    </>
  );
}
