import { changeLogPage } from "@/components/crud/change-log-page";
import type { TemplateChannel, TemplateEvent } from "../schema/template-variables";
import { channelLabel, eventLabel } from "./labels";

/** /template-message/:id/change-logs: one template's history (its texts as a before/after). */
export default changeLogPage({
  entity: "template-message",
  resource: "template-message",
  values: (t) => ({
    event: (value) => eventLabel(t, value as TemplateEvent),
    channel: (value) => channelLabel(t, value as TemplateChannel),
  }),
});
