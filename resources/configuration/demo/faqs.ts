import {
  faq,
  faqCreate,
  faqGroup,
  faqGroupCreate,
  faqGroupReorder,
  faqGroupReorderResult,
  faqGroupUpdate,
  faqGroupWrite,
  faqReorder,
  faqReorderResult,
  faqUpdate,
  type Faq,
  type FaqGroup,
} from "../schema/faq";
import { db } from "@/mocks/db";
import type { AnyRecord } from "@/mocks/db/collection";
import { resource } from "@/mocks/lib/crud";
import { lastOrder, reorderAll } from "@/mocks/lib/order";
import { ApiError, invalid, me, route } from "@/mocks/lib/route";
import { isRichTextEmpty, sanitizeHtml } from "@/components/rich-text/sanitize";
import { say } from "@/mocks/lib/readers";

/** FAQ groups (`/faq-groups`) and FAQs (`/faqs`, ordered within their group, reordered in one call). */

const faqsOf = (faqGroupId: unknown) =>
  db.faqs.filter((row) => row.faqGroupId === faqGroupId).sort((a, b) => a.order - b.order);

/** "This group still holds 3 FAQs." (payload.faqCount lets a console word it itself too). */
export const groupInUseMessage = (count: number) =>
  count === 1
    ? say("configuration:api.groupInUseOne")
    : say("configuration:api.groupInUse", { count });

const groupsInOrder = () => [...db.faqGroups.all()].sort((a, b) => a.order - b.order);

const reorderGroups = route({
  method: "patch",
  path: "/faq-groups/reorder",
  area: "FAQ_GROUP",
  action: "edit",
  summary: "Put the FAQ groups in a new order (the order customers see)",
  body: faqGroupReorder,
  response: faqGroupReorderResult,
  errors: [422],
  handler: (ctx) => {
    const auth = me(ctx);
    const { faqGroupIds } = ctx.data;
    const results = reorderAll(
      db.faqGroups,
      faqGroupIds,
      groupsInOrder(),
      { auth, entity: "faq-group", label: (row) => String(row.nameEn) },
      () =>
        invalid(
          { faqGroupIds: say("configuration:api.faqGroupsListChanged") },
          say("configuration:api.faqGroupsChanged"),
        ),
    );
    return { results: results.map((row) => ({ ...row, faqCount: faqsOf(row.faqGroupId).length })) };
  },
});

const faqGroups = resource<FaqGroup & AnyRecord>({
  path: "/faq-groups",
  entity: "faq-group",
  collection: db.faqGroups as never,
  area: "FAQ_GROUP",
  labelField: "nameEn",
  schemas: {
    create: faqGroupCreate,
    update: faqGroupUpdate,
    write: faqGroupWrite,
    answer: faqGroup,
  },
  // A new group goes last; an update keeps its place (only a reorder moves a group).
  prepare: (record, existing) =>
    existing
      ? { ...record, order: existing.order }
      : {
          ...record,
          order: lastOrder(db.faqGroups.all()) + 1,
        },
  unique: {
    nameId: say("configuration:api.groupNameTaken"),
    nameEn: say("configuration:api.groupNameTaken"),
  },
  present: (row) => ({ ...row, faqCount: faqsOf(row.faqGroupId).length }),
  beforeDelete: (existing) => {
    const count = faqsOf(existing.faqGroupId).length;
    if (count > 0)
      throw new ApiError(409, "group_in_use", groupInUseMessage(count), { faqCount: count });
    // The groups after it move up one place, so the orders stay 1, 2, 3… (their other fields, and
    // the updatedAt an open edit form holds, stay as they were).
    for (const row of groupsInOrder())
      if (row.order > existing.order) db.faqGroups.update(row.faqGroupId, { order: row.order - 1 });
  },
  extra: [reorderGroups],
});

const reorder = route({
  method: "patch",
  path: "/faqs/reorder",
  area: "FAQ",
  action: "edit",
  summary: "Put a group's FAQs in a new order (the order customers see)",
  body: faqReorder,
  response: faqReorderResult,
  errors: [422],
  handler: (ctx) => {
    const auth = me(ctx);
    const { faqGroupId, faqIds } = ctx.data;
    if (!db.faqGroups.get(faqGroupId))
      throw invalid({ faqGroupId: say("configuration:api.faqGroupMissing") });
    const results = reorderAll(
      db.faqs,
      faqIds,
      faqsOf(faqGroupId),
      { auth, entity: "faq", label: (row) => String(row.questionEn) },
      () =>
        invalid(
          { faqIds: say("configuration:api.faqsListChanged") },
          say("configuration:api.faqsChanged"),
        ),
    );
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
      next.order = lastOrder(faqsOf(next.faqGroupId)) + 1;
    return next;
  },
  validate: (record) => {
    const errors: Record<string, string> = {};
    if (record.faqGroupId && !db.faqGroups.get(record.faqGroupId))
      errors.faqGroupId = say("configuration:api.faqGroupMissing");
    // An answer left with nothing to read once sanitised ("<p></p>", a lone script) is no answer.
    if (isRichTextEmpty(record.answerId))
      errors.answerId = say("configuration:api.answerIdRequired");
    if (isRichTextEmpty(record.answerEn))
      errors.answerEn = say("configuration:api.answerEnRequired");
    return errors;
  },
  extra: [reorder],
});

export const handlers = [...faqGroups, ...faqs];
