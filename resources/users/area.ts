import { domainAreas } from "@/lib/domain-areas";

/** The users areas' sidebar group and locale namespaces (each area's index.ts declares the rest). */
export const users = domainAreas({ group: "users-group", namespaces: ["users"] });
