import { domainAreas } from "@/lib/domain-areas";

/** The account areas' locale namespace (their entries are the user menu's, in no sidebar group). */
export const account = domainAreas({ namespaces: ["account"] });
