import { useList } from "@refinedev/core";
import { useMemo } from "react";
import type { Category } from "../schema/category";
import { categoryNameOf } from "./category-name";

/** Every category (a short list) for the parent picker and parent names. */
export function useCategoryOptions(excludeId?: string) {
  const { result, query } = useList<Category>({
    resource: "categories",
    pagination: { currentPage: 1, pageSize: 200, mode: "server" },
    sorters: [{ field: "order", order: "asc" }],
  });
  return useMemo(() => {
    const categories = result.data ?? [];
    const names = Object.fromEntries(
      categories.map((category) => [category.categoryId, category.categoryName]),
    );
    return {
      loading: query.isLoading,
      options: categories
        .filter((category) => category.categoryId !== excludeId)
        .map((category) => ({ value: category.categoryId, label: category.categoryName })),
      /** Category id → name: what an export's worker looks parents up in (categoryNameOf). */
      names,
      nameOf: (id: string | null | undefined) => categoryNameOf(names, id),
    };
  }, [result.data, query.isLoading, excludeId]);
}
