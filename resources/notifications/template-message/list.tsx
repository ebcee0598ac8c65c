import { Tabs, Typography } from "antd";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { ListPage } from "@/components/crud/list-page";
import type { ListColumn } from "@/components/crud/columns";
import { RecordActions } from "@/components/crud/record-actions";
import { ResourceList } from "@/components/crud/resource-list";
import { useResourceTable } from "@/components/crud/use-resource-table";
import type { TemplateMessage } from "../schema/template-message";
import { channelOfTab, eventLabel, tabOf, type TemplateTab } from "./labels";
import templateCsv from "./templates.csv";
import { useAccess } from "@/hooks/use-access";
import { formatDateTime } from "@/lib/format";
import { links } from "../links";

/** One channel's templates: its own table (remounted per tab, so paging and search start afresh). */
function TemplateTable({ tab }: { tab: TemplateTab }) {
  const { t, i18n } = useTranslation("notifications");
  const table = useResourceTable<TemplateMessage>({
    initialSorters: [{ field: "templateName", order: "asc" }],
    permanentFilters: [{ field: "channel", operator: "eq", value: channelOfTab(tab) }],
  });
  const can = useAccess("template-message");
  const columns = useMemo<ListColumn<TemplateMessage>[]>(
    () => [
      {
        key: "event",
        title: t("notifications:templates.fields.event"),
        sortable: true,
        alwaysVisible: true,
        render: (_, row) => (
          <Link to={links.template.show(row.templateId)}>{eventLabel(t, row.event)}</Link>
        ),
      },
      {
        key: "templateName",
        title: t("notifications:templates.fields.templateName"),
        sortable: true,
      },
      {
        key: tab === "email" ? "subjectId" : "titleId",
        title:
          tab === "email"
            ? t("notifications:templates.fields.subjectId")
            : t("notifications:templates.fields.titleId"),
        render: (value: string) => (
          <Typography.Text ellipsis style={{ maxWidth: 320 }}>
            {value}
          </Typography.Text>
        ),
      },
      {
        key: "updatedAt",
        title: t("notifications:templates.fields.lastChange"),
        sortable: true,
        render: (_, row) =>
          row.updatedBy
            ? t("notifications:templates.lastChangeBy", {
                at: formatDateTime(row.updatedAt),
                name: row.updatedBy.name,
              })
            : formatDateTime(row.updatedAt),
      },
      {
        key: "actions",
        title: t("notifications:templates.fields.actions"),
        csv: false,
        alwaysVisible: true,
        fixed: "right",
        render: (_, row) => (
          <RecordActions
            resource="template-message"
            id={row.templateId}
            name={row.templateName}
            can={can}
          />
        ),
      },
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps -- titles follow the language
    [t, i18n.language, can, tab],
  );
  return (
    <ResourceList<TemplateMessage>
      resource="template-message"
      table={table}
      columns={columns}
      rowKey="templateId"
      label={
        tab === "email"
          ? t("notifications:templates.tabs.emailList")
          : t("notifications:templates.tabs.pushList")
      }
      searchPlaceholder={t("notifications:templates.search")}
      exportName={tab === "email" ? "email-templates" : "push-templates"}
      csv={templateCsv}
    />
  );
}

export default function TemplateMessageList() {
  const { t } = useTranslation("notifications");
  const [params, setParams] = useSearchParams();
  const tab = tabOf(params.get("tab"));
  return (
    <ListPage title={t("notifications:templates.titles.list")}>
      <Tabs
        activeKey={tab}
        onChange={(key) => setParams({ tab: key })}
        items={[
          { key: "email", label: t("notifications:templates.tabs.email") },
          { key: "push_notification", label: t("notifications:templates.tabs.push") },
        ]}
      />
      <TemplateTable key={tab} tab={tab} />
    </ListPage>
  );
}
