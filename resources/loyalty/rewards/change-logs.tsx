import { changeLogPage } from "@/components/crud/change-log-page";

/** /rewards/:id/change-logs: one reward's history. */
export default changeLogPage({ entity: "reward", resource: "rewards" });
