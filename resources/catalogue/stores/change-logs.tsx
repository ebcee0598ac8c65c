import { changeLogPage } from "@/components/crud/change-log-page";

/** /stores/:id/change-logs: one store's history. */
export default changeLogPage({
  entity: "store",
  resource: "stores",
});
