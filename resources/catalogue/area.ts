import { domainAreas } from "@/lib/domain-areas";

/** The catalogue areas' sidebar group and locale namespaces (each area's index.ts declares the rest). */
export const catalogue = domainAreas({ group: "ecommerce-group", namespaces: ["catalogue"] });
