import { changeLogPage } from "@/components/crud/change-log-page";
import { catalogueChangeLogFields, productChangeValues } from "../components/change-log-labels";

/** /products/:id/change-logs: one product's history. */
export default changeLogPage({
  entity: "product",
  resource: "products",
  fields: catalogueChangeLogFields.product,
  values: productChangeValues,
});
