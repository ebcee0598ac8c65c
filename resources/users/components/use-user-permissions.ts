import { useMemo } from "react";

import { useAccess } from "@/hooks/use-access";
import { useSessionUser } from "@/hooks/use-session";
import type { UserWithRole } from "../schema/user";
import { USER_RESOURCES, type UserKind } from "./kinds";

/**
 * What the signed-in user may do with the users of a list (asked once per list): the CRUD of the area,
 * its row actions, and the rule of spec 6 that nobody deletes or deactivates themselves and that
 * deleting another admin needs FORCE_DELETE_OTHER_USER.
 */
export function useUserPermissions(kind: UserKind) {
  const resource = USER_RESOURCES[kind];
  const record = useAccess(resource);
  const changePassword = useAccess(resource, "changePassword");
  const sendForgotPassword = useAccess(resource, "sendForgotPassword");
  const sendAccountInfo = useAccess(resource, "sendAccountInfo");
  const forceDelete = useAccess(resource, "forceDeleteOtherUser");
  const me = useSessionUser()?.userId;
  return useMemo(() => {
    const mayDelete = (user: Pick<UserWithRole, "userId">) =>
      record.remove && user.userId !== me && (kind === "customer" || forceDelete);
    return {
      kind,
      resource,
      record,
      changePassword,
      sendForgotPassword,
      sendAccountInfo,
      me,
      mayDelete,
      /** The row's show / edit / delete. */
      rowPermissions: (user: Pick<UserWithRole, "userId">) => ({
        ...record,
        remove: mayDelete(user),
      }),
    };
  }, [
    resource,
    record,
    changePassword,
    sendForgotPassword,
    sendAccountInfo,
    forceDelete,
    me,
    kind,
  ]);
}

export type UserPermissions = ReturnType<typeof useUserPermissions>;
