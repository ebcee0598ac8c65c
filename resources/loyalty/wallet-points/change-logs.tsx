import { changeLogPage } from "@/components/crud/change-log-page";

/** /wallet-points/:id/change-logs: the staff's point changes of one wallet (balance before → after, and why). */
export default changeLogPage({ entity: "wallet-point", resource: "wallet-points" });
