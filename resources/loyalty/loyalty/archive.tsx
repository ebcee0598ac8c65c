import { useTranslation } from "react-i18next";
import { ArchivePage } from "@/components/crud/archive-page";
import type { Loyalty } from "../schema/loyalty";
import { loyaltyColumns } from "./columns";

const nameOf = (row: Loyalty) => row.loyaltyName;

export default function LoyaltyArchive() {
  const { t } = useTranslation("loyalty");
  return (
    <ArchivePage<Loyalty>
      resource="loyalty"
      rowKey="loyaltyId"
      nameOf={nameOf}
      columns={loyaltyColumns}
      title={t("loyalty:programmes.titles.archive")}
      searchPlaceholder={t("loyalty:programmes.filters.search")}
    />
  );
}
