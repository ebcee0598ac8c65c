import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { ListPage } from "@/components/crud/list-page";
import { ActiveFilter } from "@/components/crud/active-filter";

import { ResourceList } from "@/components/crud/resource-list";
import { useResourceTable } from "@/components/crud/use-resource-table";
import type { FaqGroup } from "../schema/faq";
import { faqGroupColumns } from "./columns";
import { useAccess } from "@/hooks/use-access";

/** /faq-group: the groups in the order customers see them, with how many FAQs each holds. */
export default function FaqGroupList() {
  const { t, i18n } = useTranslation("configuration");
  const table = useResourceTable<FaqGroup>({ initialSorters: [{ field: "order", order: "asc" }] });
  const can = useAccess("faq-group");
  const columns = useMemo(
    () => faqGroupColumns(t, can),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- titles follow the language
    [t, i18n.language, can],
  );
  const title = t("configuration:faq.groups.titles.list");
  return (
    <ListPage title={title}>
      <ResourceList<FaqGroup>
        resource="faq-group"
        table={table}
        columns={columns}
        rowKey="faqGroupId"
        label={title}
        searchPlaceholder={t("configuration:faq.groups.search")}
        exportName="faq-groups"
        emptyText={t("configuration:faq.groups.empty")}
        filters={<ActiveFilter table={table} label={t("configuration:faq.fields.isActive")} />}
      />
    </ListPage>
  );
}
