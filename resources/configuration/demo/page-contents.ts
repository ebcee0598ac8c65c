import { sanitizeHtml } from "@/components/rich-text/sanitize";
import {
  pageContent,
  pageContentCreate,
  pageContentUpdate,
  pageContentWrite,
  type PageContent,
} from "../schema/page-content";
import { db } from "@/mocks/db";
import { resource } from "@/mocks/lib/crud";
import { me } from "@/mocks/lib/route";
import { say } from "@/mocks/lib/readers";

/** Customer-facing pages; bodies are sanitised before they are stored (and again when shown). */
export const handlers = resource<PageContent>({
  path: "/page-contents",
  collection: db.pageContents,
  area: "WEB_CONTENT_SETTING",
  entity: "page-content",
  operations: ["list", "show", "create", "update"],
  // Settings areas know list, show and edit: adding a page needs what editing needs.
  actions: { create: "edit" },
  labelField: "titleId",
  schemas: {
    create: pageContentCreate,
    update: pageContentUpdate,
    write: pageContentWrite,
    answer: pageContent,
  },
  forced: (ctx) => {
    const { user } = me(ctx);
    return { updatedBy: { userId: user.userId, name: user.name } };
  },
  prepare: (record) => ({
    ...record,
    bodyId: typeof record.bodyId === "string" ? sanitizeHtml(record.bodyId) : record.bodyId,
    bodyEn: typeof record.bodyEn === "string" ? sanitizeHtml(record.bodyEn) : record.bodyEn,
  }),
  validate: (record, existing) => {
    const taken = db.pageContents
      .all()
      .some((page) => page.slug === record.slug && page.pageId !== existing?.pageId);
    const errors: Record<string, string> = {};
    if (taken) errors.slug = say("configuration:api.slugTaken");
    return errors;
  },
});
