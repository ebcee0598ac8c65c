import {
  faq,
  faqCreate,
  faqGroup,
  faqGroupCreate,
  faqGroupUpdate,
  faqReorder,
  faqReorderResult,
  faqUpdate,
  type Faq,
  type FaqGroup,
} from "../schema/faq";
import { db } from "@/mocks/db";
import type { AnyRecord } from "@/mocks/db/collection";
import { resource, writeChangeLog } from "@/mocks/lib/crud";
import { nowIso } from "@/mocks/lib/clock";
import { ApiError, invalid, me, route } from "@/mocks/lib/route";
import { isTaken } from "@/mocks/lib/validate";
import { isRichTextEmpty, sanitizeHtml } from "@/components/rich-text/sanitize";

/** FAQ groups (`/faq-groups`) and FAQs (`/faqs`, ordered within their group, reordered in one call). */

const faqsOf = (faqGroupId: unknown) =>
  db.faqs.filter((row) => row.faqGroupId === faqGroupId).sort((a, b) => a.order - b.order);

const lastOrder = (faqGroupId: unknown) =>
  faqsOf(faqGroupId).reduce((max, row) => Math.max(max, Number(row.order) || 0), 0);

/** "This group still holds 3 FAQs." (payload.faqCount lets the console say it in its language). */
export const groupInUseMessage = (count: number) =>
  `This group still holds ${count} ${count === 1 ? "FAQ" : "FAQs"}. Move or delete ${count === 1 ? "it" : "them"} first.`;

const faqGroups = resource<FaqGroup & AnyRecord>({
  path: "/faq-groups",
  entity: "faq-group",
  collection: db.faqGroups as never,
  area: "FAQ_GROUP",
  labelField: "nameEn",
  schemas: { create: faqGroupCreate, update: faqGroupUpdate, answer: faqGroup },
  prepare: (record, existing) =>
    existing || record.order !== undefined
      ? record
      : {
          ...record,
          order:
            db.faqGroups.all().reduce((max, row) => Math.max(max, Number(row.order) || 0), 0) + 1,
        },
  validate: (record) => {
    const errors: Record<string, string> = {};
    if (isTaken(db.faqGroups, record, "nameId")) errors.nameId = "This group name is already used.";
    if (isTaken(db.faqGroups, record, "nameEn")) errors.nameEn = "This group name is already used.";
    return errors;
  },
  present: (row) => ({ ...row, faqCount: faqsOf(row.faqGroupId).length }),
  beforeDelete: (existing) => {
    const count = faqsOf(existing.faqGroupId).length;
    if (count > 0)
      throw new ApiError(409, "group_in_use", groupInUseMessage(count), { faqCount: count });
  },
});

const reorder = route({
  method: "patch",
  path: "/faqs/reorder",
  area: "FAQ",
  action: "edit",
  summary: "Put a group's FAQs in a new order (the order customers see)",
  body: faqReorder,
  response: faqReorderResult,
  noCheck: true,
  errors: [422],
  handler: (ctx) => {
    const auth = me(ctx);
    const { faqGroupId, faqIds } = ctx.data;
    if (!db.faqGroups.get(faqGroupId))
      throw invalid({ faqGroupId: "Choose an existing FAQ group." });
    const current = faqsOf(faqGroupId);
    const given = new Set(faqIds);
    if (
      given.size !== faqIds.length ||
      given.size !== current.length ||
      current.some((row) => !given.has(row.faqId))
    )
      throw invalid(
        { faqIds: "List every FAQ of the group once; the list changed, reload it." },
        "The group's FAQs changed meanwhile.",
      );
    const at = nowIso();
    const results = faqIds.map((faqId, index) => {
      const before = db.faqs.get(faqId)!;
      if (before.order === index + 1) return before;
      const after = db.faqs.update(faqId, { order: index + 1, updatedAt: at })!;
      writeChangeLog("faq", auth, "UPDATE", faqId, String(after.questionEn), before, after);
      return after;
    });
    return { results };
  },
});

const faqs = resource<Faq & AnyRecord>({
  path: "/faqs",
  entity: "faq",
  collection: db.faqs as never,
  area: "FAQ",
  labelField: "questionEn",
  schemas: { create: faqCreate, update: faqUpdate, answer: faq },
  prepare: (record, existing) => {
    const next: AnyRecord = { ...record };
    // Answers are stored sanitised: what customers' apps render is never a script.
    for (const field of ["answerId", "answerEn"] as const)
      if (typeof next[field] === "string") next[field] = sanitizeHtml(next[field]);
    const moved = existing && existing.faqGroupId !== next.faqGroupId;
    if ((!existing && next.order === undefined) || (moved && next.order === existing.order))
      next.order = lastOrder(next.faqGroupId) + 1;
    return next;
  },
  validate: (record) => {
    const errors: Record<string, string> = {};
    if (record.faqGroupId && !db.faqGroups.get(record.faqGroupId))
      errors.faqGroupId = "Choose an existing FAQ group.";
    // An answer left with nothing to read once sanitised ("<p></p>", a lone script) is no answer.
    if (isRichTextEmpty(record.answerId)) errors.answerId = "Answer (Indonesian) is required.";
    if (isRichTextEmpty(record.answerEn)) errors.answerEn = "Answer (English) is required.";
    return errors;
  },
  extra: [reorder],
});

export const handlers = [...faqGroups, ...faqs];
