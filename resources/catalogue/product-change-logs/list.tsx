import { useTranslation } from "react-i18next";
import {
  useCatalogueChangeLogLabels,
  useProductChangeValueLabels,
} from "../components/change-log-labels";
import { ListPage } from "@/components/crud/list-page";
import { ChangeLogTable } from "@/components/crud/change-log-table";
import { links } from "../links";

export default function ProductChangeLogList() {
  const { t } = useTranslation("catalogue");
  const fieldLabels = useCatalogueChangeLogLabels("product");
  const valueLabels = useProductChangeValueLabels();
  const title = t("changeLogs.titles.product");
  return (
    <ListPage title={title} canCreate={false}>
      <ChangeLogTable
        entity="product"
        resource="product-change-logs"
        recordLog={links.product.changeLogs}
        fieldLabels={fieldLabels}
        valueLabels={valueLabels}
        title={title}
      />
    </ListPage>
  );
}
