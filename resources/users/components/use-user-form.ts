import { useRecordForm } from "@/components/crud/use-record-form";
import type { UserFormValues, UserWithRole } from "../schema/user";
import { USER_RESOURCES, type UserKind } from "./kinds";

/** One hook for create and edit of either list: a save opens the user's page. */
export const useUserForm = (kind: UserKind, action: "create" | "edit") =>
  useRecordForm<UserWithRole, UserFormValues>({
    action,
    resource: USER_RESOURCES[kind],
    idField: "userId",
  });
