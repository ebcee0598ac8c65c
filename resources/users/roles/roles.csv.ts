import { defineCsv } from "@/components/crud/csv-writers";
import type { Role } from "../schema/role";

/** The role list's CSV cells (and its archive's), written in the export's worker. */
export default defineCsv<Role>("roles", {
  permissions: (role) => String(role.permissions.length),
});
