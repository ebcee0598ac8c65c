import { changeLogPage } from "@/components/crud/change-log-page";
import { catalogueChangeLogFields } from "../components/change-log-labels";

/** /stores/:id/change-logs: one store's history. */
export default changeLogPage({
  entity: "store",
  resource: "stores",
  fields: catalogueChangeLogFields.store,
});
