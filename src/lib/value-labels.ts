import type { TFunction } from "i18next";

/**
 * The words of a fixed set of values, from a table of static locale keys: one key per value, never a
 * key built from the value. A value the table does not know (one a newer backend sends) is named by
 * `otherwise`, else shown as written.
 */
export function valueLabel<V extends string | number, A = V | string>(
  keys: Readonly<Record<V, string>>,
  otherwise: (t: TFunction, value: A) => string = (_, value) => String(value),
) {
  const table: Readonly<Record<string, string>> = keys;
  return (t: TFunction, value: A): string => {
    const name = String(value);
    return Object.hasOwn(table, name) ? t(table[name]!) : otherwise(t, value);
  };
}
