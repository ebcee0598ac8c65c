import { changeLogPage } from "@/components/crud/change-log-page";

/** /popup-banner/:id/change-logs: one popup banner's history. */
export default changeLogPage({
  entity: "popup-banner",
  resource: "popup-banner",
});
