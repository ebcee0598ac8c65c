import { domainAreas } from "@/lib/domain-areas";

/** The dashboards' locale namespaces (top-level entries; their figures name transaction statuses). */
export const dashboards = domainAreas({ namespaces: ["dashboard", "transactions"] });
