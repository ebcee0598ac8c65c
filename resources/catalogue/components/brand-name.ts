/** A brand's name by its id in `names` (brand id → name): the id itself when unknown, "-" when none. */
export const brandNameOf = (
  names: Readonly<Record<string, string>>,
  brandId: string | null | undefined,
) => (brandId ? (Object.hasOwn(names, brandId) ? names[brandId]! : brandId) : "-");
