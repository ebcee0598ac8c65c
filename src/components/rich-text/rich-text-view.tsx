import "./rich-text.css";

import { sanitizeHtml } from "./sanitize";

interface RichTextViewProps {
  html: string | null | undefined;
  className?: string;
  /** Accessible name when the content stands alone (a preview region). */
  "aria-label"?: string;
}

/** Shows stored rich text as a customer sees it; sanitised again before it reaches the DOM. */
export function RichTextView({ html, className, "aria-label": ariaLabel }: RichTextViewProps) {
  return (
    <div
      className={`rich-text-content${className ? ` ${className}` : ""}`}
      aria-label={ariaLabel}
      role={ariaLabel ? "region" : undefined}
      dangerouslySetInnerHTML={{ __html: sanitizeHtml(html ?? "") }}
    />
  );
}
