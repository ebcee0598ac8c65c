import { DEFAULT_SPECIFICATIONS, hasDefaultSpecifications } from "../lib/specifications";
import type { ProductType } from "../schema/product";
import type { Specification } from "../schema/specification";

/**
 * The demo API's side of product specifications: the default ones of a type
 * as stored (without `defaultValue`), from the console's single source of
 * truth, src/lib/catalog/specifications.ts. The server's rules and messages
 * are the product schema's (src/contract/product.ts).
 */

/**
 * The default specifications of a type, filled with `values` (key → value; null or missing: the
 * default), as stored (no `defaultValue`). Built from the library's table without its deep copy:
 * the large data set makes 10,000 of these, and a record's definitions are never changed in place.
 */
export function defaultSpecifications(
  type: ProductType,
  values: Record<string, Specification["value"]> = {},
): Specification[] {
  if (!hasDefaultSpecifications(type)) return [];
  return DEFAULT_SPECIFICATIONS[type].map(({ defaultValue, ...spec }) => ({
    ...spec,
    value: (values[spec.key] ?? defaultValue ?? null) as Specification["value"],
    isDefault: true,
  }));
}
