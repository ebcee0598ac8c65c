import type { TFunction } from "i18next";
import { ArchivePage } from "@/components/crud/archive-page";
import type { RecordPermissions } from "@/hooks/use-access";
import type { Voucher } from "../schema/voucher";
import { voucherColumns } from "./columns";
import voucherCsv from "./vouchers.csv";
import { VoucherFilters } from "./filters";

/** The list's columns but the status: every voucher here is "Archived". */
const archiveColumns = (t: TFunction, can: RecordPermissions) =>
  voucherColumns(t, can).filter((column) => column.key !== "status");

export default function VoucherArchive() {
  return (
    <ArchivePage<Voucher>
      columns={archiveColumns}
      csv={voucherCsv}
      filters={(table) => <VoucherFilters table={table} archive />}
    />
  );
}
