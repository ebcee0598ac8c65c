import { useTranslation } from "react-i18next";
import { useCatalogueChangeLogLabels } from "../components/change-log-labels";
import { ListPage } from "@/components/crud/list-page";
import { ChangeLogTable } from "@/components/crud/change-log-table";
import { links } from "../links";

export default function StoreChangeLogList() {
  const { t } = useTranslation("catalogue");
  const fieldLabels = useCatalogueChangeLogLabels("store");
  const title = t("changeLogs.titles.store");
  return (
    <ListPage title={title} canCreate={false}>
      <ChangeLogTable
        entity="store"
        resource="store-change-logs"
        recordLog={links.store.changeLogs}
        fieldLabels={fieldLabels}
        title={title}
      />
    </ListPage>
  );
}
