import { defineCsv } from "@/components/crud/csv-writers";
import type { PageContent } from "../schema/page-content";
import { publishedLabel } from "./labels";

/** The page list's CSV cells, written in the export's worker: the state in words, the last editor. */
export default defineCsv<PageContent>("page-content", {
  isPublished: (page, { t }) => publishedLabel(t, page.isPublished),
  // An empty cell, not the list's "-", when nobody is recorded as the last editor.
  updatedBy: (page) => page.updatedBy?.name ?? "",
});
