import { PlusOutlined } from "@ant-design/icons";
import { Tag } from "antd";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { AreaList } from "@/components/crud/area-list";
import type { ListColumn } from "@/components/crud/columns";
import { LinkButton } from "@/components/crud/link-button";
import {
  recordActionsColumn,
  dateTimeColumn,
  nameColumn,
} from "@/components/crud/standard-columns";
import type { PageContent } from "../schema/page-content";
import { type RecordPermissions, useAccess } from "@/hooks/use-access";
import { links } from "../links";
import { publishedLabel } from "./labels";
import pageContentCsv from "./page-content.csv";

/** The pages' columns: the Indonesian title links to the page. */
function pageContentColumns(t: TFunction, can: RecordPermissions): ListColumn<PageContent>[] {
  return [
    nameColumn("titleId", t("configuration:pageContent.fields.titleId"), (page) =>
      links.pageContent.show(page.pageId),
    ),
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
      render: (published: boolean) => (
        <Tag color={published ? "green" : undefined}>{publishedLabel(t, published)}</Tag>
      ),
    },
    {
      key: "updatedBy",
      title: t("configuration:pageContent.fields.updatedBy"),
      render: (_, page) => page.updatedBy?.name ?? "-",
    },
    dateTimeColumn("updatedAt", t("configuration:pageContent.fields.updatedAt")),
    recordActionsColumn(t, "page-content", can, (page) => ({
      id: page.pageId,
      name: page.titleId,
    })),
  ];
}

export default function PageContentList() {
  const { t } = useTranslation("configuration");
  const canEdit = useAccess("page-content", "edit");
  return (
    <AreaList<PageContent>
      searchPlaceholder={t("configuration:pageContent.search")}
      initialSorters={[{ field: "titleId", order: "asc" }]}
      columns={pageContentColumns}
      csv={pageContentCsv}
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
    />
  );
}
