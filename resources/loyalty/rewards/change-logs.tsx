import { changeLogPage } from "@/components/crud/change-log-page";
import { rewardChangeValues } from "../components/change-values";

/** /rewards/:id/change-logs: one reward's history. */
export default changeLogPage({ entity: "reward", resource: "rewards", values: rewardChangeValues });
