import { userChangeLogPage } from "../components/user-change-logs";

/** /admin/:id/change-logs: one admin's history. */
export default userChangeLogPage("admin");
