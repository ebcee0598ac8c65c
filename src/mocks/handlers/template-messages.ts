import { db } from "../db";
import { resource } from "../lib/crud";
import { isBlank, requireFields } from "../lib/validate";

const templateMessages = resource({
  path: "/template-messages",
  entity: "template-message",
  collection: db.templateMessages,
  area: "TEMPLATE_MESSAGE",
  operations: ["list", "show", "update"],
  readOnly: ["channel", "event", "variables"],
  validate: (record) => {
    const errors = requireFields(record, { templateName: "Name", body: "Body" });
    if (record.channel === "email" && isBlank(record.subject))
      errors.subject = "Subject is required.";
    if (record.channel === "push_notification" && isBlank(record.title))
      errors.title = "Title is required.";
    const unknown = [...String(record.body ?? "").matchAll(/\{\{(\w+)\}\}/g)]
      .map((match) => match[1])
      .filter((name) => !(record.variables ?? []).includes(name));
    if (unknown.length) errors.body = `Unknown placeholder: ${unknown.join(", ")}.`;
    return errors;
  },
});

export const handlers = [...templateMessages];
