// Kept apart from sign-out.ts so that the login page reads the notice without loading the auth
// provider (and its HTTP client) up front.
export const NOTICE_KEY = "logout-notice";

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
