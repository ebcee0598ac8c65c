import { clearLocalState, pageReload } from "@providers/auth";

import { NOTICE_KEY } from "./logout-notice";

export { clearLogoutNotice, peekLogoutNotice } from "./logout-notice";

/**
 * Signs out without asking the user (idle timeout, failed ping, expired
 * token): local state is cleared (all local storage, spec 4) and the page is
 * reloaded at `path`. The reason survives the reload in sessionStorage so the
 * login page can say why.
 */
export function signOutTo(path: string, notice?: string): void {
  if (notice) {
    try {
      sessionStorage.setItem(NOTICE_KEY, notice);
    } catch {
      // No sessionStorage: the toast shown before the reload is all the user gets.
    }
  }
  clearLocalState();
  pageReload.reload(path);
}
