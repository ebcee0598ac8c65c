import { changeLogPage } from "@/components/crud/change-log-page";

/** /products/:id/change-logs: one product's history. */
export default changeLogPage({
  entity: "product",
  resource: "products",
});
