import { changeLogPage } from "@/components/crud/change-log-page";

/** /banner/:id/change-logs: one banner's history. */
export default changeLogPage({ entity: "banner", resource: "banner" });
