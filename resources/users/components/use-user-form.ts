import { useRecordForm } from "@/components/crud/use-record-form";
import {
  userCreateForm,
  userEditForm,
  type UserFormValues,
  type UserWithRole,
} from "../schema/user";
import { USER_RESOURCES, type UserKind } from "./kinds";

/**
 * One hook for create and edit of either list: a save opens the user's page; an emptied middle or
 * last name is sent as none (null).
 */
export const useUserForm = (kind: UserKind, action: "create" | "edit") =>
  useRecordForm<UserWithRole, UserFormValues>({
    action,
    resource: USER_RESOURCES[kind],
    idField: "userId",
    schema: action === "create" ? userCreateForm : userEditForm,
  });
