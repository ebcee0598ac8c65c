import type { ReactNode } from "react";

/**
 * A page's title as a real heading (antd's page header renders a plain span), so screen readers and
 * tests find the page by its name; `level={2}` for the title of a card on the page.
 */
export function PageTitle({ children, level = 1 }: { children: ReactNode; level?: 1 | 2 }) {
  return (
    <span role="heading" aria-level={level}>
      {children}
    </span>
  );
}
