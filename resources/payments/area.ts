import { domainAreas } from "@/lib/domain-areas";

/** The payments areas' sidebar group and locale namespaces (each area's index.ts declares the rest). */
export const payments = domainAreas({ group: "payment-setting-group", namespaces: ["payments"] });
