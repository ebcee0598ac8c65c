import {
  getSession,
  hasSubRoles,
  isSubAdmin,
  updateSessionUser,
  type Profile,
  type Session,
} from "@providers/auth/session";
import { config } from "@/config";
import { createStorageStore } from "./storage-store";

/**
 * The stored session as React state: components re-render when the profile is
 * edited (see `saveProfile`) or another tab signs out.
 */
export const sessionStore = createStorageStore<Session | null>(
  config.storageKeys.session,
  () => null,
  {
    // getSession validates (expiry, shape) and is the one reader of the stored format.
    parse: () => getSession(),
    stringify: (value) => JSON.stringify(value),
  },
);

export const useSession = () => sessionStore.use();

export function useSessionUser(): Profile | undefined {
  return useSession()?.user;
}

/** Stores an edited profile in the session and updates every reader (header name, greeting). */
export function saveProfile(user: Profile) {
  updateSessionUser(user);
  sessionStore.notify();
}

/** Facts about the signed-in user the shell needs (view-as, user menu). */
export function sessionFacts(session: Session | null) {
  return {
    isSubAdmin: isSubAdmin(session?.user),
    hasSubRoles: hasSubRoles(session),
    subRoleCount: session?.subRoles.length ?? 0,
    permissions: session?.user.role.permissions ?? [],
  };
}
