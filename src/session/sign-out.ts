import { clearLocalState, pageReload } from "@providers/auth";

const NOTICE_KEY = "logout-notice";

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

/** The reason of the last automatic sign-out, if any (read without removing it). */
export function peekLogoutNotice(): string | undefined {
  try {
    return sessionStorage.getItem(NOTICE_KEY) ?? undefined;
  } catch {
    return undefined;
  }
}

export function clearLogoutNotice(): void {
  try {
    sessionStorage.removeItem(NOTICE_KEY);
  } catch {
    // Nothing stored.
  }
}
