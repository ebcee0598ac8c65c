import { RecordChangeLogPage } from "@/components/crud/change-log-page";
import {
  useCatalogueChangeLogLabels,
  useProductChangeValueLabels,
} from "../components/change-log-labels";
import type { Product } from "../schema/product";

const nameOf = (product: Product) => product.productName;

/** /products/:id/change-logs: one product's history. */
export default function ProductChangeLogs() {
  const fieldLabels = useCatalogueChangeLogLabels("product");
  const valueLabels = useProductChangeValueLabels();
  return (
    <RecordChangeLogPage<Product>
      entity="product"
      resource="products"
      changeLogArea="product-change-logs"
      nameOf={nameOf}
      fieldLabels={fieldLabels}
      valueLabels={valueLabels}
    />
  );
}
