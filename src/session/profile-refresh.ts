import { useEffect } from "react";
import { getSession, saveSession } from "@providers/auth/session";
import { getMe } from "@providers/data/api";
import { sessionStore } from "@/hooks/use-session";
import { afterWorkSettles } from "@/lib/pending-work";

/**
 * Loads the signed-in user's profile again (`GET /users/me`) and stores it in the session: a role
 * changed by an admin (its permissions, the sub roles given to the user) reaches the menu, the
 * routes and the view-as selector. Nothing changes (and nothing re-renders) when the profile is the
 * stored one; a failure keeps the stored profile.
 */
export async function refreshProfile(): Promise<void> {
  const user = await getMe();
  const session = getSession();
  if (!session) return;
  const subRoles = Array.isArray(user.subRoles) ? user.subRoles : session.subRoles;
  if (
    JSON.stringify(session.user) === JSON.stringify(user) &&
    JSON.stringify(session.subRoles) === JSON.stringify(subRoles)
  )
    return;
  saveSession({ ...session, user, subRoles });
  sessionStore.notify();
}

/** Once per page load, after the page's own work: the profile is at most one reload old. */
export function useProfileRefresh() {
  useEffect(
    () =>
      afterWorkSettles(() => {
        refreshProfile().catch((error: unknown) => console.warn("Profile refresh failed", error));
      }),
    [],
  );
}
