import { TreeSelect } from "antd";
import { useEffect, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { globalFilterStore, loadOutlets } from "@/hooks/use-global-filter";
import { useViewMode } from "@/hooks/use-view-mode";
import type { OutletChoice } from "./use-dashboard-view";

const BRAND = "brand:";
const STORE = "store:";

/**
 * Which outlet the dashboard's panels are about: every outlet the user sees (empty), a brand (its
 * stores), or one store. The brands and stores are the header's (the sub app's own in the sub app).
 */
export function OutletPicker({
  value,
  onChange,
}: {
  value: OutletChoice;
  onChange: (choice: OutletChoice) => void;
}) {
  const { t } = useTranslation("dashboard");
  const { brands, stores } = globalFilterStore.use();
  const sub = useViewMode() === "sub";
  // The header loads them after the page; reused when fresh. A failure leaves "All outlets" only.
  useEffect(() => void loadOutlets(sub).catch(() => undefined), [sub]);
  const tree = useMemo(() => {
    const byBrand = new Map<string, typeof stores>();
    for (const store of stores)
      byBrand.set(store.companyBrandId, [...(byBrand.get(store.companyBrandId) ?? []), store]);
    return brands
      .filter((brand) => byBrand.has(brand.brandId))
      .map((brand) => ({
        value: `${BRAND}${brand.brandId}`,
        title: brand.brandName,
        children: (byBrand.get(brand.brandId) ?? []).map((store) => ({
          value: `${STORE}${store.storeId}`,
          title: store.storeName,
        })),
      }));
  }, [brands, stores]);
  const selected = value.storeId
    ? `${STORE}${value.storeId}`
    : value.brandId
      ? `${BRAND}${value.brandId}`
      : undefined;
  return (
    <TreeSelect
      aria-label={t("dashboard:outlet.label")}
      placeholder={t("dashboard:outlet.all")}
      allowClear
      showSearch
      treeNodeFilterProp="title"
      treeDefaultExpandAll
      // Every outlet in the page (a few dozen): found by the browser's search and by tests alike.
      virtual={false}
      style={{ width: 260, maxWidth: "100%" }}
      value={selected}
      treeData={tree}
      onChange={(next?: string) =>
        onChange(
          !next
            ? {}
            : next.startsWith(STORE)
              ? { storeId: next.slice(STORE.length) }
              : { brandId: next.slice(BRAND.length) },
        )
      }
    />
  );
}
