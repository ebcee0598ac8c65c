import { List } from "@/components/crud/views";
import { useOne } from "@refinedev/core";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { useRecordBreadcrumb } from "@/components/breadcrumb-labels";
import { useCatalogueChangeLogLabels } from "../components/change-log-labels";
import { ChangeLogTable } from "@/components/crud/change-log-table";
import type { Product } from "../schema/product";
import { PageTitle } from "@/components/crud/page-title";
import { links } from "../links";

/** /products/:id/change-logs: one product's history. */
export default function ProductChangeLogs() {
  const { t } = useTranslation("catalogue");
  const { id = "" } = useParams();
  const { result: product } = useOne<Product>({ resource: "products", id });
  const fieldLabels = useCatalogueChangeLogLabels("product");
  useRecordBreadcrumb(id, product?.productName);
  const title = t("changeLogs.titles.record", { name: product?.productName ?? id });
  return (
    <List
      title={<PageTitle>{title}</PageTitle>}
      breadcrumb={false}
      resource="product-change-logs"
      canCreate={false}
    >
      <ChangeLogTable
        entity="product"
        resource="product-change-logs"
        entityId={id}
        recordLog={links.product.changeLogs}
        fieldLabels={fieldLabels}
        title={title}
      />
    </List>
  );
}
