import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { ActiveFilter } from "@/components/crud/active-filter";
import { ARCHIVED, ArchiveList } from "@/components/crud/archive-list";
import { useResourceTable } from "@/components/crud/use-resource-table";
import type { Brand } from "../schema/brand";
import { brandColumns } from "./columns";

const READ_ONLY = { show: true, edit: false, remove: false };
const nameOf = (brand: Brand) => brand.brandName;

export default function BrandArchive() {
  const { t, i18n } = useTranslation("catalogue");
  const table = useResourceTable<Brand>({
    permanentFilters: ARCHIVED,
    initialSorters: [{ field: "archivedAt", order: "desc" }],
  });
  // eslint-disable-next-line react-hooks/exhaustive-deps -- titles follow the language
  const columns = useMemo(() => brandColumns(t, READ_ONLY), [t, i18n.language]);
  return (
    <ArchiveList<Brand>
      resource="brands"
      table={table}
      columns={columns}
      rowKey="brandId"
      nameOf={nameOf}
      title={t("catalogue:brands.titles.archive")}
      searchPlaceholder={t("catalogue:brands.filters.search")}
      filters={<ActiveFilter table={table} label={t("catalogue:brands.filters.isActive")} />}
    />
  );
}
