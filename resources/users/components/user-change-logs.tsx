import { changeLogPage } from "@/components/crud/change-log-page";
import { USER_RESOURCES, type UserKind } from "./kinds";

/** /admin/:id/change-logs and /customer/:id/change-logs: one account's history. */
export const userChangeLogPage = (kind: UserKind) =>
  changeLogPage({
    entity: "user",
    resource: USER_RESOURCES[kind],
  });
