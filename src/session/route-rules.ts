import { hasSubRoles, isSubAdmin, type Session } from "@providers/auth/session";
import { config } from "@/config";
import { sessionPaths } from "@providers/auth/paths";

export const CHANGE_PASSWORD_PATH = sessionPaths.changePassword;
/** /my- pages a main-app user without sub roles may still open (spec 4). */
export const MAIN_APP_MY_PAGES = ["/my-profile", "/my-contacts", "/my-activity"];

export type RouteDecision =
  | { kind: "proceed" }
  | { kind: "change-password" }
  | { kind: "to-sub-app"; to: string; delayMs: number }
  | { kind: "to-main-app"; to: string; delayMs: number }
  | { kind: "no-sub-app-access" };

const within = (path: string, base: string) => path === base || path.startsWith(`${base}/`);

/**
 * What happens on a route change (spec 4), as a pure function of the session
 * and the path. An expired password comes first: the user is kept on
 * /change-password until it is changed.
 */
export function decideRoute(session: Session | null, pathname: string): RouteDecision {
  if (!session) return { kind: "proceed" };
  if (session.isPasswordExpired) {
    return within(pathname, CHANGE_PASSWORD_PATH)
      ? { kind: "proceed" }
      : { kind: "change-password" };
  }
  const subAdmin = isSubAdmin(session.user);
  const subRoles = hasSubRoles(session);
  if (subAdmin && subRoles) {
    if (pathname.startsWith("/my-") || within(pathname, CHANGE_PASSWORD_PATH))
      return { kind: "proceed" };
    return {
      kind: "to-sub-app",
      to: config.subAppDefaultPath,
      delayMs: config.session.redirectDelaysMs.long,
    };
  }
  if (subAdmin) return { kind: "no-sub-app-access" };
  if (
    !subRoles &&
    pathname.startsWith("/my-") &&
    !MAIN_APP_MY_PAGES.some((page) => within(pathname, page))
  ) {
    return {
      kind: "to-main-app",
      to: config.defaultPath,
      delayMs: config.session.redirectDelaysMs.short,
    };
  }
  return { kind: "proceed" };
}
