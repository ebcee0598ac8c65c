import { RecordChangeLogPage } from "@/components/crud/change-log-page";
import { useCatalogueChangeLogLabels } from "../components/change-log-labels";
import type { Brand } from "../schema/brand";

const nameOf = (brand: Brand) => brand.brandName;

/** /brands/:id/change-logs: one brand's history. */
export default function BrandChangeLogs() {
  const fieldLabels = useCatalogueChangeLogLabels("brand");
  return (
    <RecordChangeLogPage<Brand>
      entity="brand"
      resource="brands"
      changeLogArea="brand-change-logs"
      nameOf={nameOf}
      fieldLabels={fieldLabels}
    />
  );
}
