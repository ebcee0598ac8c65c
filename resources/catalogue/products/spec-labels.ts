import type { TFunction } from "i18next";
import { SPECIFICATION_LABEL_KEYS } from "../lib/specifications";

/** A specification's label: the defaults are translated (a literal map of keys), custom ones show as typed. */
export function specLabel(t: TFunction, spec: { key: string; label: string }): string {
  const key = SPECIFICATION_LABEL_KEYS[spec.key];
  return key ? t(key) : spec.label || spec.key;
}
