import { useTranslation } from "react-i18next";
import { useCatalogueChangeLogLabels } from "../components/change-log-labels";
import { ListPage } from "@/components/crud/list-page";
import { ChangeLogTable } from "@/components/crud/change-log-table";
import { links } from "../links";

export default function BrandChangeLogList() {
  const { t } = useTranslation("catalogue");
  const fieldLabels = useCatalogueChangeLogLabels("brand");
  const title = t("changeLogs.titles.brand");
  return (
    <ListPage title={title} canCreate={false}>
      <ChangeLogTable
        entity="brand"
        resource="brand-change-logs"
        recordLog={links.brand.changeLogs}
        fieldLabels={fieldLabels}
        title={title}
      />
    </ListPage>
  );
}
