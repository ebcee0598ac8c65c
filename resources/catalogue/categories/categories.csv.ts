import { defineCsv } from "@/components/crud/csv-writers";
import type { Category } from "../schema/category";
import { categoryNameOf } from "./category-name";

/** What the category list's export reads of the page: every category's name by its id. */
export interface CategoryCsvData {
  categoryNames: Readonly<Record<string, string>>;
}

/** The category list's CSV cells, written in the export's worker: the parent by its name. */
export default defineCsv<Category, CategoryCsvData>("categories", {
  parentId: (category, { data }) => categoryNameOf(data.categoryNames, category.parentId),
});
