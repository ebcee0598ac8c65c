import { Button, type ButtonProps } from "antd";
import type { MouseEvent, ReactNode } from "react";
import { useHref, useNavigate } from "react-router";

/**
 * A link that looks like a button: one `<a href>` (a real link for screen readers, middle-click and
 * "open in new tab"), navigating inside the app without a reload. Not a button inside a link, which
 * nests two interactive elements.
 */
export function LinkButton({
  to,
  children,
  ...props
}: { to: string; children: ReactNode } & Omit<ButtonProps, "href" | "onClick">) {
  const navigate = useNavigate();
  const href = useHref(to);
  const onClick = (event: MouseEvent<HTMLElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0)
      return;
    event.preventDefault();
    navigate(to);
  };
  return (
    <Button {...props} href={href} onClick={onClick}>
      {children}
    </Button>
  );
}
