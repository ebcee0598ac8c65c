import { changeLogPage } from "@/components/crud/change-log-page";

/** /loyalty/:id/change-logs: one programme's history (its tiers and earning rules in words). */
export default changeLogPage({
  entity: "loyalty",
  resource: "loyalty",
});
