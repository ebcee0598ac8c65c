import type { MouseEvent } from "react";
import { useTranslation } from "react-i18next";
import { focusPage } from "./page-focus";

export const MAIN_CONTENT_ID = "main-content";

/**
 * "Skip to content" (WCAG 2.4.1): the shell's first focusable element, hidden until it has the focus
 * (index.html, `.skip-link`). Enter moves the focus past the header and the sidebar to the page: its
 * heading when it has one (read out first), or else the main landmark itself; the next Tab reaches
 * the page's first control.
 */
export function SkipLink() {
  const { t } = useTranslation();
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(MAIN_CONTENT_ID);
    if (!main) return;
    event.preventDefault();
    focusPage(main);
  };
  return (
    <a className="skip-link" href={`#${MAIN_CONTENT_ID}`} onClick={skip}>
      {t("shell.skipToContent")}
    </a>
  );
}
