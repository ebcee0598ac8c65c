import { RecordChangeLogPage } from "@/components/crud/change-log-page";
import type { Voucher } from "../schema/voucher";

const nameOf = (voucher: Voucher) => voucher.voucherName;

/** /vouchers/:id/change-logs: one voucher's history, read from its schema. */
export default function VoucherChangeLogs() {
  return (
    <RecordChangeLogPage<Voucher>
      entity="voucher"
      resource="vouchers"
      changeLogArea="vouchers"
      nameOf={nameOf}
    />
  );
}
