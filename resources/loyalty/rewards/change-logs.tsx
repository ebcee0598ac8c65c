import { changeLogPage } from "@/components/crud/change-log-page";
import { rewardTypeLabel } from "./columns";

/** /rewards/:id/change-logs: one reward's history. */
export default changeLogPage({
  entity: "reward",
  resource: "rewards",
  values: (t) => ({
    rewardType: (value) => rewardTypeLabel(t, value as Parameters<typeof rewardTypeLabel>[1]),
  }),
});
