import { changeLogPage } from "@/components/crud/change-log-page";

/** /role/:id/change-logs: one role's history, its permissions as what was added and removed. */
export default changeLogPage({ entity: "role", resource: "role" });
