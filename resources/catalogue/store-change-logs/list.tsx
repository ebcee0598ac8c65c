import { List } from "@/components/crud/views";
import { useTranslation } from "react-i18next";
import { useCatalogueChangeLogLabels } from "../components/change-log-labels";
import { ChangeLogTable } from "@/components/crud/change-log-table";
import { PageTitle } from "@/components/crud/page-title";
import { links } from "../links";

export default function StoreChangeLogList() {
  const { t } = useTranslation("catalogue");
  const fieldLabels = useCatalogueChangeLogLabels("store");
  const title = t("changeLogs.titles.store");
  return (
    <List title={<PageTitle>{title}</PageTitle>} breadcrumb={false} canCreate={false}>
      <ChangeLogTable
        entity="store"
        resource="store-change-logs"
        recordLog={links.store.changeLogs}
        fieldLabels={fieldLabels}
        title={title}
      />
    </List>
  );
}
