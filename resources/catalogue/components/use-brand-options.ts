import { useList } from "@refinedev/core";
import { useMemo } from "react";
import { brandNameOf } from "./brand-name";

interface BrandOption {
  brandId: string;
  brandName: string;
  brandCode?: string;
}

/**
 * The brands for pickers and name look-ups (stores, products). A chain has a
 * handful of brands: one request of up to 200, cached by Refine's query client.
 */
export function useBrandOptions() {
  const { result, query } = useList<BrandOption>({
    resource: "brands",
    pagination: { currentPage: 1, pageSize: 200, mode: "server" },
    sorters: [{ field: "brandName", order: "asc" }],
    queryOptions: { staleTime: 60_000 },
  });
  return useMemo(() => {
    const brands = result.data ?? [];
    const names = Object.fromEntries(brands.map((brand) => [brand.brandId, brand.brandName]));
    return {
      brands,
      loading: query.isLoading,
      options: brands.map((brand) => ({ value: brand.brandId, label: brand.brandName })),
      /** Brand id → name: what an export's worker looks names up in (brandNameOf). */
      names,
      nameOf: (brandId: string | null | undefined) => brandNameOf(names, brandId),
    };
  }, [result.data, query.isLoading]);
}
