import { defineArea, defineChangeLogArea, type AreaDefinition, type LazyPage } from "./resource";

/** What every area of a domain shares: its sidebar group (none: top-level entries) and namespaces. */
type DomainDefaults = Pick<AreaDefinition, "group"> & Required<Pick<AreaDefinition, "namespaces">>;

/**
 * The areas of one domain (`resources/<domain>/area.ts`): its sidebar group and its locale
 * namespaces said once, so that each area's declaration holds only what is its own
 * (`catalogue.area({ name: "brands", … })`, `catalogue.changeLogArea({ name: "brand-change-logs", … })`).
 */
export function domainAreas<const D extends DomainDefaults>(defaults: D) {
  return {
    area: <const A extends Omit<AreaDefinition, keyof DomainDefaults>>(area: A) =>
      defineArea({ ...defaults, ...area }),
    changeLogArea: <const N extends string>(area: {
      name: N;
      permissionArea: AreaDefinition["permissionArea"];
      list: LazyPage;
    }) => defineChangeLogArea({ ...defaults, ...area }),
  };
}
