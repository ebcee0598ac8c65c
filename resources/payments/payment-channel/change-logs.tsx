import { changeLogPage } from "@/components/crud/change-log-page";

/** /payment-channel/:id/change-logs: one payment channel's history. */
export default changeLogPage({
  entity: "payment-channel",
  resource: "payment-channel",
});
