import { ArchivePage } from "@/components/crud/archive-page";
import type { Voucher } from "../schema/voucher";
import { voucherColumns } from "./columns";
import { VoucherFilters } from "./filters";

export default function VoucherArchive() {
  return (
    <ArchivePage<Voucher>
      columns={voucherColumns}
      filters={(table) => <VoucherFilters table={table} />}
    />
  );
}
