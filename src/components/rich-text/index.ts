export { LazyRichTextField } from "./lazy-rich-text-field";
export type { RichTextFieldProps } from "./rich-text-field";
export { RichTextView } from "./rich-text-view";
export { isRichTextEmpty, isSafeHref, isSafeImageSrc, sanitizeHtml } from "./sanitize";
