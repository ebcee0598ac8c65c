/** FAQs (`/faqs`) and their groups (`/faq-groups`): what customers read in the app's help pages, in Indonesian and English. */
import {
  count,
  flag,
  id,
  integer,
  patchOf,
  position,
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
  nameId: requiredText("Name (Indonesian)", 100),
  nameEn: requiredText("Name (English)", 100),
  icon: z
    .enum(FAQ_GROUP_ICONS, {
      error: () => `Choose one of: ${FAQ_GROUP_ICONS.join(", ")}.`,
    })
    .default("question")
    .meta({ description: "The icon the app shows beside the group's name." }),
  order: integer("Order", { min: 1, max: 9999 })
    .optional()
    .meta({ description: "Position among the groups (1 first); left out on a create: last." }),
  isActive: flag("Active").default(true),
});
export const faqGroupCreate = faqGroupFields.meta({ id: "FaqGroupCreate" });
export const faqGroupUpdate = patchOf(faqGroupFields).meta({ id: "FaqGroupUpdate" });
export const faqGroup = faqGroupFields
  .extend({
    faqGroupId: id(),
    order: position("Order"),
    faqCount: count("FAQs in the group."),
    ...timestamps,
  })
  .meta({ id: "FaqGroup" });

/** What a client writes about a FAQ. Answers are HTML (rich text), sanitised by the server. */
export const faqFields = z.object({
  faqGroupId: requiredText("FAQ group", 60).meta({ description: "The group the FAQ belongs to." }),
  questionId: requiredText("Question (Indonesian)", 300),
  questionEn: requiredText("Question (English)", 300),
  answerId: requiredText("Answer (Indonesian)", 20000).meta({ description: "Rich text (HTML)." }),
  answerEn: requiredText("Answer (English)", 20000).meta({ description: "Rich text (HTML)." }),
  order: integer("Order", { min: 1, max: 9999 }).optional().meta({
    description:
      "Position within its group, as customers see it (1 first); left out on a create (or a move to another group): last.",
  }),
  isActive: flag("Active").default(true),
});
export const faqCreate = faqFields.meta({ id: "FaqCreate" });
export const faqUpdate = patchOf(faqFields).meta({ id: "FaqUpdate" });
export const faq = faqFields
  .extend({ faqId: id(), order: position("Order"), ...timestamps })
  .meta({ id: "Faq" });

/** `PATCH /faqs/reorder`: the group's FAQs in their new order (order becomes 1, 2, 3…). */
export const faqReorder = z
  .object({
    faqGroupId: requiredText("FAQ group", 60),
    faqIds: z
      .array(z.string().min(1), { error: () => "FAQs are required." })
      .min(1, "FAQs are required.")
      .meta({ description: "Every FAQ of the group, in the new order." }),
  })
  .meta({ id: "FaqReorder" });
export const faqReorderResult = z
  .object({ results: z.array(faq) })
  .meta({ id: "FaqReorderResult", description: "The group's FAQs in their new order." });

export type FaqGroup = z.infer<typeof faqGroup>;
export type FaqGroupFormValues = z.input<typeof faqGroupCreate>;
export type Faq = z.infer<typeof faq>;
export type FaqFormValues = z.input<typeof faqCreate>;
export type FaqReorder = z.infer<typeof faqReorder>;
