import { RowTag } from "@/components/crud/row-tag";
import type { TFunction } from "i18next";
import { useRowTranslation } from "@providers/i18n/row-translation";

interface ValueTagProps<V extends string> {
  /** The namespace of the words, loaded before the tag shows. */
  ns: string;
  value: V;
  /** The value in words: a `valueLabel` table. */
  label: (t: TFunction, value: V) => string;
  colors: Readonly<Record<V, string>>;
}

/** One value of a fixed set (a status, a type) as a tag in that value's colour. */
export function ValueTag<V extends string>({ ns, value, label, colors }: ValueTagProps<V>) {
  const { t } = useRowTranslation(ns);
  return <RowTag color={colors[value]}>{label(t, value)}</RowTag>;
}
