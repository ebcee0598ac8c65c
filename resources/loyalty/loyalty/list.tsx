import { useTranslation } from "react-i18next";
import { ActiveFilter } from "@/components/crud/active-filter";
import { AreaList } from "@/components/crud/area-list";
import type { Loyalty } from "../schema/loyalty";
import { loyaltyColumns } from "./columns";
import loyaltyCsv from "./loyalty.csv";

export default function LoyaltyList() {
  const { t } = useTranslation("loyalty");
  return (
    <AreaList<Loyalty>
      initialSorters={[{ field: "loyaltyName", order: "asc" }]}
      columns={loyaltyColumns}
      csv={loyaltyCsv}
      // Programmes are archived, never deleted (spec 4).
      deny={{ remove: false }}
      archive
      exportName="loyalty-programmes"
      filters={(table) => (
        <ActiveFilter table={table} label={t("loyalty:programmes.fields.isActive")} />
      )}
    />
  );
}
