/** FAQs (`/faqs`) and their groups (`/faq-groups`): what customers read in the app's help pages, in Indonesian and English. */
import { isRichTextEmpty } from "@/components/rich-text/sanitize";
import {
  count,
  flag,
  id,
  idsInOrder,
  reorderBody,
  inNewOrder,
  oneOf,
  patchOf,
  position,
  requiredMessage,
  requiredText,
  timestamps,
  z,
} from "@/contract/common";

/** The icons a group may show (the console maps each to its picture, typed against this list). */
export const FAQ_GROUP_ICONS = [
  "question",
  "shopping",
  "payment",
  "shipping",
  "eye",
  "warranty",
  "account",
  "store",
] as const;

/** What a client writes about a FAQ group. */
export const faqGroupFields = z.object({
  nameId: requiredText("configuration:faq.fields.nameId", 100),
  nameEn: requiredText("configuration:faq.fields.nameEn", 100),
  icon: oneOf("configuration:faq.fields.icon", FAQ_GROUP_ICONS)
    .default("question")
    .meta({ description: "The icon the app shows beside the group's name." }),
  isActive: flag("configuration:faq.fields.isActive").default(true),
});
/**
 * A group's place among the groups (1 first), unique and consecutive: a new group goes last, and only
 * `PATCH /faq-groups/reorder` moves one; no client writes it on a create or an update.
 */
// Up to MAX_ORDER: no help page lists thousands of groups.
const groupOrder = () =>
  position("configuration:faq.fields.order").meta({
    description: "Position among the groups (1 first); set by the server, changed by a reorder.",
  });
export const faqGroupCreate = faqGroupFields.meta({ id: "FaqGroupCreate" });
export const faqGroupUpdate = patchOf(faqGroupFields).meta({ id: "FaqGroupUpdate" });
/** The stored group (what the server checks after a create or an update): its fields and its place. */
export const faqGroupWrite = faqGroupFields.extend({ order: groupOrder() });
export const faqGroup = faqGroupFields
  .extend({
    faqGroupId: id(),
    order: groupOrder(),
    faqCount: count("FAQs in the group."),
    ...timestamps,
  })
  .meta({ id: "FaqGroup" });

/** `PATCH /faq-groups/reorder`: every group in its new order (order becomes 1, 2, 3…). */
export const faqGroupReorder = reorderBody(
  "FaqGroupReorder",
  "faqGroupIds",
  "configuration:faq.validation.reorderGroups",
  { description: "Every FAQ group, once, in the new order." },
);
export const faqGroupReorderResult = inNewOrder(
  faqGroup,
  "FaqGroupReorderResult",
  "The groups in their new order.",
);

/** An answer: rich text with something to read (an empty editor gives "<p></p>", which is no answer). */
const answer = (label: string) =>
  requiredText(label, 20000)
    .refine((html) => !isRichTextEmpty(html), requiredMessage(label))
    .meta({ description: "Rich text (HTML)." });

/** What a client writes about a FAQ. Answers are HTML (rich text), sanitised by the server. */
export const faqFields = z.object({
  faqGroupId: requiredText("configuration:faq.fields.group", 60).meta({
    description: "The group the FAQ belongs to.",
  }),
  questionId: requiredText("configuration:faq.fields.questionId", 300),
  questionEn: requiredText("configuration:faq.fields.questionEn", 300),
  answerId: answer("configuration:faq.fields.answerId"),
  answerEn: answer("configuration:faq.fields.answerEn"),
  // Up to MAX_ORDER: no group holds thousands of FAQs.
  order: position("configuration:faq.fields.order").optional().meta({
    description:
      "Position within its group, as customers see it (1 first); left out on a create (or a move to another group): last.",
  }),
  isActive: flag("configuration:faq.fields.isActive").default(true),
});
export const faqCreate = faqFields.meta({ id: "FaqCreate" });
export const faqUpdate = patchOf(faqFields).meta({ id: "FaqUpdate" });
export const faq = faqFields
  .extend({ faqId: id(), order: position("configuration:faq.fields.order"), ...timestamps })
  .meta({ id: "Faq" });

/** `PATCH /faqs/reorder`: the group's FAQs in their new order (order becomes 1, 2, 3…). */
export const faqReorder = z
  .object({
    faqGroupId: requiredText("configuration:faq.fields.group", 60),
    faqIds: idsInOrder("configuration:faq.validation.reorder", {
      description: "Every FAQ of the group, in the new order.",
    }),
  })
  .meta({ id: "FaqReorder" });
export const faqReorderResult = inNewOrder(
  faq,
  "FaqReorderResult",
  "The group's FAQs in their new order.",
);

export type FaqGroup = z.infer<typeof faqGroup>;
export type FaqGroupFormValues = z.input<typeof faqGroupCreate>;
export type Faq = z.infer<typeof faq>;
export type FaqFormValues = z.input<typeof faqCreate>;
export type FaqReorder = z.infer<typeof faqReorder>;
export type FaqGroupReorder = z.infer<typeof faqGroupReorder>;
