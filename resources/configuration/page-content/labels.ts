import type { TFunction } from "i18next";

/** Whether a page is live, in words: "Published" or "Draft" (static keys: no key built from a value). */
export const publishedLabel = (t: TFunction, published: boolean) =>
  published ? t("configuration:pageContent.published") : t("configuration:pageContent.draft");
