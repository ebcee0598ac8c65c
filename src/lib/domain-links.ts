import { areaLinks, type AreaDefinition, type AreaLinks } from "./resource";

/**
 * A domain's typed links (`links.ts`), one entry an area: the areas' declarations as types, their
 * names as values (`domainLinks<{ brand: typeof brandsArea }>({ brand: "brands" })` → `links.brand.show(id)`).
 * A wrong name is a type error; the paths come from the registered declarations (see areaLinks).
 */
export function domainLinks<M extends Record<string, AreaDefinition>>(names: {
  [K in keyof M]: M[K]["name"];
}): { [K in keyof M]: AreaLinks<M[K]> } {
  return Object.fromEntries(
    Object.entries(names).map(([key, name]) => [key, areaLinks(name as string)]),
  ) as { [K in keyof M]: AreaLinks<M[K]> };
}
