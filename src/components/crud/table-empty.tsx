import { Typography } from "antd";
import type { ReactNode } from "react";

/**
 * The sentence of an empty table. antd paints its placeholder cell in the disabled text colour
 * (contrast 1.8:1, below WCAG AA's 4.5:1); a plain string there is hard to read. This is the
 * secondary text colour instead.
 */
export function TableEmptyText({ children }: { children: ReactNode }) {
  return <Typography.Text type="secondary">{children}</Typography.Text>;
}
