import { hasSubRoles, isSubAdmin, type Session } from "@providers/auth/session";
import { config } from "@/config";
import { createStorageStore } from "./storage-store";

/** "main" = the main app, "sub" = the sub app ("my mode"), kept under 'view-as' (spec 3). */
export type ViewMode = "main" | "sub";

/** Accepts the plain string and its JSON form, so either writer (auth provider or shell) is understood. */
const parseViewMode = (raw: string): ViewMode => {
  const value = raw.replace(/"/g, "").trim().toLowerCase();
  return value === "sub" || value === "sub-app" || value === "my" ? "sub" : "main";
};

export const viewModeStore = createStorageStore<ViewMode>(config.storageKeys.viewAs, () => "main", {
  parse: parseViewMode,
  stringify: (value) => value,
});

export const useViewMode = () => viewModeStore.use();

/** The home of a mode: the sub app's own dashboard or the configured default path. */
export const homePath = (mode: ViewMode) =>
  mode === "sub" ? config.subAppDefaultPath : config.defaultPath;

export interface ViewAsOptions {
  main: boolean;
  sub: boolean;
}

/**
 * Spec 4: the sub app is offered only when the main role is not sub admin and
 * the user has sub roles; a sub admin with sub roles works in the sub app only.
 */
export function viewAsOptions(isSubAdmin: boolean, hasSubRoles: boolean): ViewAsOptions {
  if (isSubAdmin) return { main: false, sub: hasSubRoles };
  return { main: true, sub: hasSubRoles };
}

/** Whether the user chooses between the main app and the sub app: the view-as selector shows. */
export function offersViewAs(session: Session | null): boolean {
  const offered = viewAsOptions(isSubAdmin(session?.user), hasSubRoles(session));
  return offered.main && offered.sub;
}
