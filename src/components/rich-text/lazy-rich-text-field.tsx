import { Skeleton } from "antd";
import { lazy, Suspense } from "react";

import type { RichTextFieldProps } from "./rich-text-field";

const RichTextField = lazy(() => import("./rich-text-field"));

/** `RichTextField` loaded on first use: Tiptap (~126 KiB gz) joins only pages that edit rich text. */
export function LazyRichTextField(props: RichTextFieldProps) {
  return (
    <Suspense fallback={<Skeleton active paragraph={{ rows: 4 }} />}>
      <RichTextField {...props} />
    </Suspense>
  );
}
