import { useTranslation } from "react-i18next";
import { ArchivePage } from "@/components/crud/archive-page";
import type { Voucher } from "../schema/voucher";
import { voucherColumns } from "./columns";
import { VoucherFilters } from "./filters";

const nameOf = (voucher: Voucher) => voucher.voucherName;

export default function VoucherArchive() {
  const { t } = useTranslation("promotions");
  return (
    <ArchivePage<Voucher>
      resource="vouchers"
      rowKey="voucherId"
      nameOf={nameOf}
      columns={voucherColumns}
      title={t("promotions:vouchers.titles.archive")}
      searchPlaceholder={t("promotions:vouchers.filters.search")}
      filters={(table) => <VoucherFilters table={table} />}
    />
  );
}
