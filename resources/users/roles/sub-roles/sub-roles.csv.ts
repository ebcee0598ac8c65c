import { defineCsv } from "@/components/crud/csv-writers";
import type { SubRoleDefinition } from "../../schema/role";
import { subRoleTypeLabel } from "./labels";

/** The sub-role list's CSV cells, written in the export's worker: the kind in words, every outlet. */
export default defineCsv<SubRoleDefinition>("sub-roles", {
  type: (row, { t }) => subRoleTypeLabel(t, row.type),
  stores: (row) => row.stores.map((store) => store.storeName).join("; "),
});
