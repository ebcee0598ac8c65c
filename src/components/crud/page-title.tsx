import type { ReactNode } from "react";

/**
 * A page's title as a real heading (antd's page header renders a plain span),
 * so screen readers and tests find the page by its name.
 */
export function PageTitle({ children }: { children: ReactNode }) {
  return (
    <span role="heading" aria-level={1}>
      {children}
    </span>
  );
}
