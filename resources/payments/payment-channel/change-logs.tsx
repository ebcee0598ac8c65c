import { changeLogPage } from "@/components/crud/change-log-page";
import { channelTypeLabel } from "./labels";

/** /payment-channel/:id/change-logs: one payment channel's history. */
export default changeLogPage({
  entity: "payment-channel",
  resource: "payment-channel",
  values: (t) => ({ channelType: (value) => channelTypeLabel(t, value) }),
});
