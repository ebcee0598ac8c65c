import { changeLogPage } from "@/components/crud/change-log-page";

/** /vouchers/:id/change-logs: one voucher's history, its statuses, types and scopes in words. */
export default changeLogPage({
  entity: "voucher",
  resource: "vouchers",
});
