/**
 * The choices of a select or a filter from a fixed list of values: each value with the words staff
 * read for it (`optionsOf(PRODUCT_STATUSES, (status) => statusLabel(t, status))`).
 */
export const optionsOf = <V extends string | number, L = string>(
  values: readonly V[],
  label: (value: V) => L,
) => values.map((value) => ({ value, label: label(value) }));
