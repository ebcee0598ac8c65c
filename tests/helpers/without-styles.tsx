import { StyleProvider } from "@ant-design/cssinjs";
import type { ReactNode } from "react";

/**
 * What antd's styles do that a test in jsdom can notice: a closed drawer, dialog, dropdown, popover,
 * tooltip or tab pane keeps its markup and is hidden by a `…-hidden` class (antd's own rules, e.g.
 * `.ant-drawer-content-wrapper-hidden{display:none}`, `.ant-tabs-tabpane-hidden{display:none}`).
 */
const HIDING_RULES = '[class$="-hidden"], [class*="-hidden "] { display: none; }';

/**
 * Renders antd without injecting its generated stylesheets into jsdom, only its hiding rules. jsdom
 * has no layout, so the rest change nothing a test can see there, but each `getComputedStyle` walks
 * every rule of every sheet: Testing Library's accessible names and user-event's pointer-events check
 * call it on each query and click, and with the console's styles in the page they took about half of
 * an integration test's time (products-form: 45 s with them, 20 s without). What the styles do
 * (hidden, covered, unreadable) is checked where it exists: in Chromium, by the browser tests.
 */
export function WithoutStyles({ children }: { children: ReactNode }) {
  return (
    <StyleProvider mock="server">
      <style>{HIDING_RULES}</style>
      {children}
    </StyleProvider>
  );
}
