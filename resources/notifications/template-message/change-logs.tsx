import { changeLogPage } from "@/components/crud/change-log-page";

/** /template-message/:id/change-logs: one template's history (its texts as a before/after). */
export default changeLogPage({
  entity: "template-message",
  resource: "template-message",
});
