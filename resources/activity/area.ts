import { domainAreas } from "@/lib/domain-areas";

/**
 * The activity feed's sidebar group (the settings) and page files. Its namespaces are every domain's
 * whose records write changes: an entry names its fields by its schema's labels, keys of those files.
 */
export const activity = domainAreas({
  group: "configuration-group",
  namespaces: [
    "activity",
    "catalogue",
    "configuration",
    "loyalty",
    "notifications",
    "payments",
    "promotions",
    "transactions",
    "users",
  ],
  pages: import.meta.glob("./*/list.tsx"),
});
