import { useTranslation } from "react-i18next";
import { ActiveFilter } from "@/components/crud/active-filter";
import { ACTIVE_BULK, AreaList } from "@/components/crud/area-list";
import type { Brand } from "../schema/brand";
import { brandColumns } from "./columns";

export default function BrandList() {
  const { t } = useTranslation("catalogue");
  return (
    <AreaList<Brand>
      initialSorters={[{ field: "brandName", order: "asc" }]}
      columns={brandColumns}
      archive
      bulk={ACTIVE_BULK}
      filters={(table) => (
        <ActiveFilter table={table} label={t("catalogue:brands.filters.isActive")} />
      )}
    />
  );
}
