/**
 * A category's name by its id in `names` (category id → name): the id itself when unknown, "-" when
 * none (a top-level category has no parent).
 */
export const categoryNameOf = (
  names: Readonly<Record<string, string>>,
  categoryId: string | null | undefined,
) => (categoryId ? (Object.hasOwn(names, categoryId) ? names[categoryId]! : categoryId) : "-");
