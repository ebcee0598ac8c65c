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
  optionalText,
  patchOf,
  requiredText,
  timestamps,
  z,
} from "@/contract/common";

export const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;

const richText = (label: string) =>
  z
    .string({ error: () => `${label} must be text.` })
    .max(100_000, `${label} is at most 100,000 characters.`)
    .meta({
      description: `${label}: HTML, sanitised to headings, paragraphs, lists, links and images.`,
    });

const hasText = (html: string) =>
  html
    .replace(/<[^>]*>/g, "")
    .replace(/&nbsp;/g, " ")
    .trim() !== "" || /<img\b/i.test(html);

export const pageContentFields = z.object({
  slug: z
    .string({ error: () => "Slug is required." })
    .trim()
    .min(1, "Slug is required.")
    .max(80, "Slug is at most 80 characters.")
    .regex(SLUG_PATTERN, "Use lowercase letters, digits and single dashes, e.g. about-us.")
    .meta({
      description: "The page's address on the shop, unique (lowercase letters, digits, dashes).",
    }),
  titleId: requiredText("Indonesian title", 150),
  bodyId: richText("Indonesian content").refine(hasText, "Indonesian content is required."),
  titleEn: optionalText("English title", 150).default(""),
  bodyEn: richText("English content").default(""),
  isPublished: flag("Published").default(false),
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
