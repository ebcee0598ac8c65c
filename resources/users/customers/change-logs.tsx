import { userChangeLogPage } from "../components/user-change-logs";

/** /customer/:id/change-logs: one customer's history. */
export default userChangeLogPage("customer");
