import { db } from "../db";
import { resource } from "../lib/crud";
import { requireFields, unique } from "../lib/validate";

const faqGroups = resource({
  path: "/faq-groups",
  entity: "faq-group",
  collection: db.faqGroups,
  area: "FAQ_GROUP",
  defaults: () => ({ order: 0, isActive: true }),
  validate: (record) => {
    const errors = requireFields(record, { groupName: "Group name" });
    if (
      record.groupName &&
      !unique(db.faqGroups.all(), "groupName", record.groupName, "faqGroupId", record.faqGroupId)
    )
      errors.groupName = "This group already exists.";
    return errors;
  },
});

const faqs = resource({
  path: "/faqs",
  entity: "faq",
  collection: db.faqs,
  area: "FAQ",
  operations: ["list", "show", "create", "update", "delete", "archive"],
  defaults: () => ({ order: 0, isActive: true }),
  validate: (record) => {
    const errors = requireFields(record, {
      faqGroupId: "FAQ group",
      question: "Question",
      answer: "Answer",
    });
    if (record.faqGroupId && !db.faqGroups.get(record.faqGroupId))
      errors.faqGroupId = "Choose an existing FAQ group.";
    return errors;
  },
});

export const handlers = [...faqGroups, ...faqs];
