import { db } from "@/mocks/db";
import { addSearchKind } from "@/mocks/handlers/search";
import { CHANNEL_KEYS } from "../components/labels";
import type { TemplateMessage } from "../schema/template-message";

/** Find anything: message templates by name. */
addSearchKind<TemplateMessage>({
  kind: "templates",
  order: 80,
  label: "menu.template-message",
  permissionArea: "TEMPLATE_MESSAGE",
  area: "template-message",
  collection: () => db.templateMessages,
  keys: (template) => ({ texts: [template.templateName] }),
  hit: (template) => ({
    id: template.templateId,
    title: template.templateName,
    facts: [{ kind: "enum", value: template.channel, label: CHANNEL_KEYS[template.channel] }],
  }),
});
