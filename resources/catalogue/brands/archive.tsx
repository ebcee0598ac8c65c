import { useTranslation } from "react-i18next";
import { ActiveFilter } from "@/components/crud/active-filter";
import { ArchivePage } from "@/components/crud/archive-page";
import type { Brand } from "../schema/brand";
import { brandColumns } from "./columns";

const nameOf = (brand: Brand) => brand.brandName;

export default function BrandArchive() {
  const { t } = useTranslation("catalogue");
  return (
    <ArchivePage<Brand>
      resource="brands"
      rowKey="brandId"
      nameOf={nameOf}
      columns={brandColumns}
      title={t("catalogue:brands.titles.archive")}
      searchPlaceholder={t("catalogue:brands.filters.search")}
      filters={(table) => (
        <ActiveFilter table={table} label={t("catalogue:brands.filters.isActive")} />
      )}
    />
  );
}
