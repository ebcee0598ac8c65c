import type { CrudFilter, CrudOperators, LogicalFilter } from "@refinedev/core";

const isLogical = (filter: CrudFilter): filter is LogicalFilter => "field" in filter;

/** The value of the filter on `field` (and `operator`), as the URL restored it. */
export function filterValue<T = unknown>(
  filters: readonly CrudFilter[],
  field: string,
  operator: CrudOperators = "eq",
): T | undefined {
  const found = filters.find(
    (filter) => isLogical(filter) && filter.field === field && filter.operator === operator,
  ) as LogicalFilter | undefined;
  return found?.value as T | undefined;
}

/** Empty inputs clear their filter (Refine drops filters whose value is undefined). */
export const emptyToUndefined = (value: unknown) =>
  value === "" || value === null || (Array.isArray(value) && value.length === 0)
    ? undefined
    : value;

/** Text of the free-text search filter (`q`). */
export const SEARCH_FIELD = "q";

/** The "needs attention" filter of a list (`attention=<kind>`): which records a dashboard count links to. */
export const ATTENTION_FIELD = "attention";
