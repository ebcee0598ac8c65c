import { List } from "@/components/crud/views";
import { useTranslation } from "react-i18next";
import { useCatalogueChangeLogLabels } from "../components/change-log-labels";
import { ChangeLogTable } from "@/components/crud/change-log-table";
import { PageTitle } from "@/components/crud/page-title";
import { links } from "../links";

export default function BrandChangeLogList() {
  const { t } = useTranslation("catalogue");
  const fieldLabels = useCatalogueChangeLogLabels("brand");
  const title = t("changeLogs.titles.brand");
  return (
    <List title={<PageTitle>{title}</PageTitle>} breadcrumb={false} canCreate={false}>
      <ChangeLogTable
        entity="brand"
        resource="brand-change-logs"
        recordLog={links.brand.changeLogs}
        fieldLabels={fieldLabels}
        title={title}
      />
    </List>
  );
}
