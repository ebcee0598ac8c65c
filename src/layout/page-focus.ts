import { useEffect, useRef } from "react";
import { usePathname } from "@/hooks/use-pathname";

/** The page's own heading (a `PageTitle`, else the first heading), in the main landmark. */
function pageHeading(main: HTMLElement): HTMLElement | null {
  return main.querySelector<HTMLElement>(
    '[role="heading"][aria-level="1"], h1, [role="heading"][aria-level="2"], h2, h3',
  );
}

/**
 * Moves the focus to the page: its heading when it has one (read out first), else the main landmark.
 * The next Tab reaches the page's first control.
 */
export function focusPage(main: HTMLElement, scroll = true) {
  const target = pageHeading(main) ?? main;
  if (!target.hasAttribute("tabindex")) target.setAttribute("tabindex", "-1");
  target.focus({ preventScroll: !scroll });
  if (scroll) target.scrollIntoView({ block: "start" });
}

/** Whether the keyboard's place was lost: nothing has the focus, or what had it has gone. */
const focusLost = () =>
  !document.activeElement ||
  document.activeElement === document.body ||
  !document.activeElement.isConnected;

/** How long a new page may take to show its heading (a record loading on a busy machine). */
const WAIT_MS = 8_000;

/**
 * After a move to another page that took the focus away (Save on a form that then opens the record,
 * a deleted record's page giving way to its list), the focus lands on the new page's heading instead
 * of the start of the document (WCAG 2.4.3). A move that left the focus where it was (a sidebar link,
 * a tab) leaves it there.
 */
export function useFocusAfterNavigation(mainId: string) {
  const pathname = usePathname();
  // The page the focus was last placed for: the first page (an effect that React's StrictMode runs
  // twice included) is not a move, and its focus stays where the browser put it.
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    const started = Date.now();
    let placed: Element | null = null;
    let timer = 0;
    const settle = () => {
      if (Date.now() - started > WAIT_MS) return;
      const main = document.getElementById(mainId);
      if (!main) {
        // The page is still on its way.
      } else if (focusLost()) {
        // The page's heading, once the page shows one (again, if a loaded record replaced it).
        if (pageHeading(main)) {
          focusPage(main, false);
          placed = document.activeElement;
        }
      } else if (document.activeElement !== placed) return; // The user has moved on.
      timer = window.setTimeout(settle, 50);
    };
    timer = window.setTimeout(settle, 0);
    return () => window.clearTimeout(timer);
  }, [pathname, mainId]);
}
