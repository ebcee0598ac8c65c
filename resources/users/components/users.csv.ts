import { defineCsv } from "@/components/crud/csv-writers";
import type { UserWithRole } from "../schema/user";

/** The admins' and customers' lists' CSV cells, written in the export's worker. */
export default defineCsv<UserWithRole>("users", {
  role: (user) => user.role.roleName,
});
