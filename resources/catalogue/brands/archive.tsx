import { useTranslation } from "react-i18next";
import { ActiveFilter } from "@/components/crud/active-filter";
import { ArchivePage } from "@/components/crud/archive-page";
import type { Brand } from "../schema/brand";
import { brandColumns } from "./columns";

export default function BrandArchive() {
  const { t } = useTranslation("catalogue");
  return (
    <ArchivePage<Brand>
      columns={brandColumns}
      filters={(table) => (
        <ActiveFilter table={table} label={t("catalogue:brands.filters.isActive")} />
      )}
    />
  );
}
