import { List } from "@/components/crud/views";
import { useOne } from "@refinedev/core";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { useRecordBreadcrumb } from "@/components/breadcrumb-labels";
import { useCatalogueChangeLogLabels } from "../components/change-log-labels";
import { ChangeLogTable } from "@/components/crud/change-log-table";
import type { Store } from "../schema/store";
import { PageTitle } from "@/components/crud/page-title";
import { links } from "../links";

/** /stores/:id/change-logs: one store's history. */
export default function StoreChangeLogs() {
  const { t } = useTranslation("catalogue");
  const { id = "" } = useParams();
  const { result: store } = useOne<Store>({ resource: "stores", id });
  const fieldLabels = useCatalogueChangeLogLabels("store");
  useRecordBreadcrumb(id, store?.storeName);
  const title = t("changeLogs.titles.record", { name: store?.storeName ?? id });
  return (
    <List
      title={<PageTitle>{title}</PageTitle>}
      breadcrumb={false}
      resource="store-change-logs"
      canCreate={false}
    >
      <ChangeLogTable
        entity="store"
        resource="store-change-logs"
        entityId={id}
        recordLog={links.store.changeLogs}
        fieldLabels={fieldLabels}
        title={title}
      />
    </List>
  );
}
