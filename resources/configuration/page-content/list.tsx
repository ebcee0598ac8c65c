import { PlusOutlined } from "@ant-design/icons";
import { Tag } from "antd";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ListPage } from "@/components/crud/list-page";
import type { ListColumn } from "@/components/crud/columns";
import { LinkButton } from "@/components/crud/link-button";
import { RecordActions } from "@/components/crud/record-actions";
import { ResourceList } from "@/components/crud/resource-list";
import { useResourceTable } from "@/components/crud/use-resource-table";
import type { PageContent } from "../schema/page-content";
import { useAccess } from "@/hooks/use-access";
import { formatDateTime } from "@/lib/format";
import { links } from "../links";

export default function PageContentList() {
  const { t, i18n } = useTranslation("configuration");
  const table = useResourceTable<PageContent>({
    initialSorters: [{ field: "titleId", order: "asc" }],
  });
  const can = useAccess("page-content");
  const canEdit = useAccess("page-content", "edit");
  const columns = useMemo<ListColumn<PageContent>[]>(
    () => [
      {
        key: "titleId",
        title: t("configuration:pageContent.fields.titleId"),
        sortable: true,
        alwaysVisible: true,
        render: (_, page) => <Link to={links.pageContent.show(page.pageId)}>{page.titleId}</Link>,
      },
      {
        key: "titleEn",
        title: t("configuration:pageContent.fields.titleEn"),
        sortable: true,
        // No English title (null): "-", the English page then shows the Indonesian one.
        render: (title: string | null) => title || "-",
      },
      { key: "slug", title: t("configuration:pageContent.fields.slug"), sortable: true },
      {
        key: "isPublished",
        phone: true,
        title: t("configuration:pageContent.fields.isPublished"),
        sortable: true,
        csv: (page) =>
          page.isPublished
            ? t("configuration:pageContent.published")
            : t("configuration:pageContent.draft"),
        render: (published: boolean) =>
          published ? (
            <Tag color="green">{t("configuration:pageContent.published")}</Tag>
          ) : (
            <Tag>{t("configuration:pageContent.draft")}</Tag>
          ),
      },
      {
        key: "updatedBy",
        title: t("configuration:pageContent.fields.updatedBy"),
        csv: (page) => page.updatedBy?.name ?? "",
        render: (_, page) => page.updatedBy?.name ?? "-",
      },
      {
        key: "updatedAt",
        title: t("configuration:pageContent.fields.updatedAt"),
        sortable: true,
        render: formatDateTime,
      },
      {
        key: "actions",
        title: t("configuration:pageContent.fields.actions"),
        csv: false,
        alwaysVisible: true,
        fixed: "right",
        render: (_, page) => (
          <RecordActions resource="page-content" id={page.pageId} name={page.titleId} can={can} />
        ),
      },
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps -- titles follow the language
    [t, i18n.language, can],
  );
  const title = t("configuration:pageContent.titles.list");
  return (
    <ListPage
      title={title}
      headerButtons={
        canEdit ? (
          <LinkButton
            to={links.pageContent.create()}
            type="primary"
            icon={<PlusOutlined aria-hidden />}
          >
            {t("configuration:pageContent.titles.create")}
          </LinkButton>
        ) : null
      }
    >
      <ResourceList<PageContent>
        resource="page-content"
        table={table}
        columns={columns}
        rowKey="pageId"
        label={title}
        searchPlaceholder={t("configuration:pageContent.search")}
        exportName="page-content"
      />
    </ListPage>
  );
}
