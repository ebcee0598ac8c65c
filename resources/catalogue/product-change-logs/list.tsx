import { List } from "@/components/crud/views";
import { useTranslation } from "react-i18next";
import { useCatalogueChangeLogLabels } from "../components/change-log-labels";
import { ChangeLogTable } from "@/components/crud/change-log-table";
import { PageTitle } from "@/components/crud/page-title";
import { links } from "../links";

export default function ProductChangeLogList() {
  const { t } = useTranslation("catalogue");
  const fieldLabels = useCatalogueChangeLogLabels("product");
  const title = t("changeLogs.titles.product");
  return (
    <List title={<PageTitle>{title}</PageTitle>} breadcrumb={false} canCreate={false}>
      <ChangeLogTable
        entity="product"
        resource="product-change-logs"
        recordLog={links.product.changeLogs}
        fieldLabels={fieldLabels}
        title={title}
      />
    </List>
  );
}
