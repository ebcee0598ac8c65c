import { getSession, getViewMode, initialViewMode, type Session } from "@providers/auth/session";
import { config } from "@/config";

/** True when the session should open in the sub app ("my" mode). */
export function isSubMode(session: Session | null = getSession()): boolean {
  if (!session) return false;
  return initialViewMode(session) === "sub" || getViewMode() === "sub";
}

/** Where a signed-in user lands (spec 2.1): /my-dashboard in the sub app, else the default path. */
export function landingPath(session: Session | null = getSession()): string {
  return isSubMode(session) ? config.subAppDefaultPath : config.defaultPath;
}
