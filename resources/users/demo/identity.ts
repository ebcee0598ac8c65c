import { setChangeLogRoleResolver } from "@/mocks/lib/change-log-fields";
import { setIdentityResolver, unauthorized } from "@/mocks/lib/route";
import { db } from "@/mocks/db";
import type { RoleRecord } from "../schema/role";
import type { User } from "../schema/user";
import type { StoredSession } from "./db";
import { say } from "@/mocks/lib/readers";

declare module "@/mocks/lib/route" {
  // The signed-in staff member is a user of this domain, with their role and sign-in session.
  interface DemoUser extends User {}
  interface DemoIdentity {
    role: RoleRecord | undefined;
    session: StoredSession;
  }
}

/** A token names a session and a user: both must still be valid, and the user active. */
setIdentityResolver(
  (claims) => {
    const session = db.sessions.get(claims.sid);
    if (!session || session.revokedAt || session.userId !== claims.sub) {
      return unauthorized(say("users:api.sessionSignedOut"));
    }
    const user = db.users.get(claims.sub);
    if (!user || !user.isActive) return unauthorized(say("users:api.accountInactive"));
    const role = db.roles.get(user.roleId);
    const now = Date.now();
    if (now - Date.parse(session.lastActiveAt) > 60_000) {
      db.sessions.update(session.sessionId, { lastActiveAt: new Date(now).toISOString() });
    }
    return { user, role, permissions: role?.permissions ?? [], session };
  },
  () => {
    // Every signed-in request reads these: the demo API's worker generates them before the first one.
    db.sessions.all();
    db.users.all();
    db.roles.all();
  },
);

/** A change log says who made each change with their role. */
setChangeLogRoleResolver((userId) => {
  const user = db.users.get(userId);
  return user ? db.roles.get(user.roleId)?.roleName : undefined;
});
