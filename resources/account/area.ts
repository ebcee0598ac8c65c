import { domainAreas } from "@/lib/domain-areas";

/** The account areas' locale namespace and page files (their entries are the user menu's, in no sidebar group). */
export const account = domainAreas({
  namespaces: ["account"],
  pages: import.meta.glob("./*/{list,show,create,edit,archive,change-logs}.tsx"),
});
