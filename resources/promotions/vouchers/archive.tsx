import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { ARCHIVED, ArchiveList } from "@/components/crud/archive-list";
import { useResourceTable } from "@/components/crud/use-resource-table";
import type { Voucher } from "../schema/voucher";
import { voucherColumns } from "./columns";
import { VoucherFilters } from "./filters";

const READ_ONLY = { show: true, edit: false, remove: false };
const nameOf = (voucher: Voucher) => voucher.voucherName;

export default function VoucherArchive() {
  const { t, i18n } = useTranslation("promotions");
  const table = useResourceTable<Voucher>({
    permanentFilters: ARCHIVED,
    initialSorters: [{ field: "archivedAt", order: "desc" }],
  });
  // eslint-disable-next-line react-hooks/exhaustive-deps -- titles follow the language
  const columns = useMemo(() => voucherColumns(t, READ_ONLY), [t, i18n.language]);
  return (
    <ArchiveList<Voucher>
      resource="vouchers"
      table={table}
      columns={columns}
      rowKey="voucherId"
      nameOf={nameOf}
      title={t("promotions:vouchers.titles.archive")}
      searchPlaceholder={t("promotions:vouchers.filters.search")}
      filters={<VoucherFilters table={table} />}
    />
  );
}
