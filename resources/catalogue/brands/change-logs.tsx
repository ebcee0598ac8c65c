import { changeLogPage } from "@/components/crud/change-log-page";
import { catalogueChangeLogFields } from "../components/change-log-labels";

/** /brands/:id/change-logs: one brand's history. */
export default changeLogPage({
  entity: "brand",
  resource: "brands",
  fields: catalogueChangeLogFields.brand,
});
