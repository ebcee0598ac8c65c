import {
  getBrands,
  getStores,
  type OutletBrand as Brand,
  type OutletStore as Store,
} from "@providers/data/api";
import { useEffect } from "react";
import { config } from "@/config";
import { afterWorkSettles } from "@/lib/pending-work";
import { createStorageStore } from "./storage-store";
import { useViewMode } from "./use-view-mode";

/** The global (outlet) filter of spec 3, kept in local storage. */
export interface GlobalFilter {
  storeId?: string;
  brandId?: string;
  storeDetail?: Store;
  brandDetail?: Brand;
  /** Epoch ms of the last fetch of brands and stores. */
  lastFetchedAt?: number;
  /** Which app the raw lists belong to (my-brands / my-stores in the sub app). */
  sub?: boolean;
  brands: Brand[];
  stores: Store[];
}

export const globalFilterStore = createStorageStore<GlobalFilter>(
  config.storageKeys.globalFilter,
  () => ({
    brands: [],
    stores: [],
  }),
);

/** The current outlet selection, for every page whose data is outlet-bound. */
export function useGlobalFilter() {
  const filter = globalFilterStore.use();
  return {
    storeId: filter.storeId,
    brandId: filter.brandId,
    store: filter.storeDetail,
    brand: filter.brandDetail,
    /** Ready-made Refine filters (`storeId eq ...`) for lists of outlet-bound data. */
    filters: filter.storeId
      ? [{ field: "storeId", operator: "eq" as const, value: filter.storeId }]
      : [],
  };
}

/** Reused when fetched less than 3 minutes ago (spec 4, 9). */
export function isFresh(
  filter: GlobalFilter,
  sub: boolean,
  now = Date.now(),
  maxAgeMs = config.ui.outletCacheMs,
) {
  return (
    filter.lastFetchedAt !== undefined &&
    filter.sub === sub &&
    now - filter.lastFetchedAt < maxAgeMs &&
    filter.stores.length > 0
  );
}

/** Keep the saved store; else the only store; otherwise the first store (spec 4). */
export function pickStore(stores: Store[], savedStoreId: string | undefined): Store | undefined {
  return stores.find((store) => store.storeId === savedStoreId) ?? stores[0];
}

/** The selection for a store: the brand derives from the store. */
export function selectionFor(store: Store | undefined, brands: Brand[]) {
  const brand = store
    ? brands.find((candidate) => candidate.brandId === store.companyBrandId)
    : undefined;
  return {
    storeId: store?.storeId,
    storeDetail: store,
    brandId: brand?.brandId ?? store?.companyBrandId,
    brandDetail: brand,
  };
}

export function selectStore(storeId: string) {
  globalFilterStore.update((current) => {
    const store = current.stores.find((candidate) => candidate.storeId === storeId);
    return { ...current, ...selectionFor(store, current.brands) };
  });
}

export type OutletLoadResult = "cached" | "loaded" | "empty";

/**
 * Loads brands and stores (my-brands / my-stores in the sub app) unless they
 * were fetched under 3 minutes ago, then applies the selection rule. Rejects
 * when a call fails.
 */
export async function loadOutlets(
  sub: boolean,
  { force = false, now = Date.now } = {},
): Promise<OutletLoadResult> {
  const current = globalFilterStore.get();
  if (!force && isFresh(current, sub, now())) return "cached";
  const [brands, stores] = await Promise.all([getBrands(sub), getStores(sub)]);
  const store = pickStore(stores, current.storeId);
  globalFilterStore.set({
    brands,
    stores,
    sub,
    lastFetchedAt: now(),
    ...selectionFor(store, brands),
  });
  // Without a store nothing can be selected: that counts as "no outlet data".
  return stores.length === 0 ? "empty" : "loaded";
}

/**
 * Outlet data is fetched on load (spec 4), so that every page reading the selection has it, not only
 * the pages whose header shows the selector (which loads it at once, and reports failures). Here it
 * waits for the page's own code and calls; reused under 3 minutes; a failure is left to the selector.
 */
export function useOutletsOnLoad() {
  const sub = useViewMode() === "sub";
  useEffect(() => afterWorkSettles(() => void loadOutlets(sub).catch(() => undefined)), [sub]);
}
