import type { ReactNode } from "react";
import { AppSwitch } from "./app-switch";
import { IdlePrompt } from "./idle-prompt";
import { useCrossTabLogout, useLockDataOnUnload, usePageViews } from "./page-observers";
import { usePasswordExpiry, useSessionPing, useTokenExpiry } from "./session-timers";
import { useProfileRefresh } from "./profile-refresh";

/**
 * Every session rule of spec 4 for a signed-in user, in one component the
 * shell renders once: idle prompt and timeout, session ping, password expiry,
 * token expiry, main-app / sub-app route rules, page views (analytics,
 * activity), lock data on unload, cross-tab logout.
 *
 * Pass the page as `children` to keep it hidden while a route rule redirects
 * or refuses ("Redirecting to Sub App...", the sub-app access error); without
 * children the rules show as a full-screen overlay above the page.
 */
export function SessionRules({ children }: { children?: ReactNode }) {
  useSessionPing();
  usePasswordExpiry();
  useTokenExpiry();
  usePageViews();
  useLockDataOnUnload();
  useCrossTabLogout();
  useProfileRefresh();
  return (
    <>
      <IdlePrompt />
      <AppSwitch>{children}</AppSwitch>
    </>
  );
}
