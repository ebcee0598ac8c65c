import { List } from "@/components/crud/views";
import { useOne } from "@refinedev/core";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { useRecordBreadcrumb } from "@/components/breadcrumb-labels";
import { useCatalogueChangeLogLabels } from "../components/change-log-labels";
import { ChangeLogTable } from "@/components/crud/change-log-table";
import type { Brand } from "../schema/brand";
import { PageTitle } from "@/components/crud/page-title";
import { links } from "../links";

/** /brands/:id/change-logs: one brand's history. */
export default function BrandChangeLogs() {
  const { t } = useTranslation("catalogue");
  const { id = "" } = useParams();
  const { result: brand } = useOne<Brand>({ resource: "brands", id });
  const fieldLabels = useCatalogueChangeLogLabels("brand");
  useRecordBreadcrumb(id, brand?.brandName);
  const title = t("changeLogs.titles.record", { name: brand?.brandName ?? id });
  return (
    <List
      title={<PageTitle>{title}</PageTitle>}
      breadcrumb={false}
      resource="brand-change-logs"
      canCreate={false}
    >
      <ChangeLogTable
        entity="brand"
        resource="brand-change-logs"
        entityId={id}
        recordLog={links.brand.changeLogs}
        fieldLabels={fieldLabels}
        title={title}
      />
    </List>
  );
}
