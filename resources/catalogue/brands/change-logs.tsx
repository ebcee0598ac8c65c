import { changeLogPage } from "@/components/crud/change-log-page";

/** /brands/:id/change-logs: one brand's history. */
export default changeLogPage({
  entity: "brand",
  resource: "brands",
});
