/**
 * Page content (`/page-contents`): the customer-facing pages of the shop (About us, Terms and
 * conditions, Privacy policy, How to measure your frame size...). Each page has a title and a rich-text
 * body in Indonesian (required) and English (optional), a unique slug and a published flag. Bodies
 * are sanitised to the rich-text policy (src/components/rich-text/sanitize.ts) before they are
 * stored.
 *
 * Each page is a record of its own rather than one key of the PAGE_CONTENT app config: pages are
 * listed, searched, added and published one by one, and each keeps its own change log and last editor.
 */
import {
  flag,
  id,
  lastEditor,
  message,
  optionalText,
  patchOf,
  requiredMessage,
  requiredText,
  timestamps,
  z,
  type TextKey,
} from "@/contract/common";

export const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** Rich text: HTML of at most 100,000 characters (a long policy page is a few tens of thousands). */
const richText = (label: TextKey) =>
  z
    .string({ error: () => message("validation.type.text", { field: label }) })
    .max(100_000, message("validation.maxLength", { field: label, max: 100_000 }))
    .meta({
      label,
      description: "HTML, sanitised to headings, paragraphs, lists, links and images.",
    });

const hasText = (html: string) =>
  html
    .replace(/<[^>]*>/g, "")
    .replace(/&nbsp;/g, " ")
    .trim() !== "" || /<img\b/i.test(html);

export const pageContentFields = z.object({
  slug: z
    .string({ error: () => requiredMessage("configuration:pageContent.fields.slug") })
    .trim()
    .min(1, requiredMessage("configuration:pageContent.fields.slug"))
    .max(
      80,
      message("validation.maxLength", { field: "configuration:pageContent.fields.slug", max: 80 }),
    )
    .regex(SLUG_PATTERN, message("configuration:pageContent.validation.slugFormat"))
    .meta({
      label: "configuration:pageContent.fields.slug",
      description: "The page's address on the shop, unique (lowercase letters, digits, dashes).",
    }),
  titleId: requiredText("configuration:pageContent.fields.titleId", 150),
  bodyId: richText("configuration:pageContent.fields.bodyId").refine(
    hasText,
    requiredMessage("configuration:pageContent.fields.bodyId"),
  ),
  titleEn: optionalText("configuration:pageContent.fields.titleEn", 150).default(null),
  bodyEn: richText("configuration:pageContent.fields.bodyEn").nullable().default(null),
  isPublished: flag("configuration:pageContent.fields.isPublished").default(false),
});

export const pageContentCreate = pageContentFields.meta({ id: "PageContentCreate" });
export const pageContentUpdate = patchOf(pageContentFields).meta({ id: "PageContentUpdate" });
/** What the server stores: the fields plus the last editor it sets itself. */
export const pageContentWrite = pageContentFields.extend({
  updatedBy: lastEditor.nullable().optional(),
});

export const pageContent = pageContentFields
  .extend({
    pageId: id(),
    updatedBy: lastEditor.nullable(),
    ...timestamps,
  })
  .meta({ id: "PageContent" });

export type PageContent = z.infer<typeof pageContent>;
export type PageContentFormValues = z.input<typeof pageContentCreate>;
