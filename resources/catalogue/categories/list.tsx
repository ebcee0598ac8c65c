import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { links } from "../links";
import { ListPage } from "@/components/crud/list-page";
import type { ListColumn } from "@/components/crud/columns";
import { RecordActions } from "@/components/crud/record-actions";
import { ResourceList } from "@/components/crud/resource-list";
import { ActiveTag } from "@/components/crud/status-tag";
import { useResourceTable } from "@/components/crud/use-resource-table";
import type { Category } from "../schema/category";
import { useCategoryOptions } from "./use-category-options";
import { useAccess } from "@/hooks/use-access";
import { formatDateTime } from "@/lib/format";

export default function CategoryList() {
  const { t, i18n } = useTranslation("catalogue");
  const table = useResourceTable<Category>({ initialSorters: [{ field: "order", order: "asc" }] });
  const { nameOf } = useCategoryOptions();
  const can = useAccess("categories");
  const columns = useMemo<ListColumn<Category>[]>(
    () => [
      {
        key: "categoryName",
        title: t("catalogue:categories.fields.categoryName"),
        sortable: true,
        alwaysVisible: true,
        render: (_, category) => (
          <Link to={links.category.show(category.categoryId)}>{category.categoryName}</Link>
        ),
      },
      {
        key: "parentId",
        title: t("catalogue:categories.fields.parentId"),
        csv: (category) => nameOf(category.parentId),
        render: (id: string | null) => nameOf(id),
      },
      { key: "order", title: t("catalogue:categories.fields.order"), sortable: true },
      {
        key: "isActive",
        phone: true,
        title: t("catalogue:categories.fields.isActive"),
        sortable: true,
        render: (active: boolean) => <ActiveTag active={active} />,
      },
      {
        key: "updatedAt",
        title: t("crud.fields.updatedAt"),
        sortable: true,
        render: formatDateTime,
      },
      {
        key: "actions",
        title: t("crud.fields.actions"),
        csv: false,
        alwaysVisible: true,
        render: (_, category) => (
          <RecordActions
            resource="categories"
            id={category.categoryId}
            name={category.categoryName}
            can={can}
          />
        ),
      },
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps -- titles follow the language
    [t, i18n.language, nameOf, can],
  );
  const title = t("catalogue:categories.titles.list");
  return (
    <ListPage title={title}>
      <ResourceList<Category>
        resource="categories"
        table={table}
        columns={columns}
        rowKey="categoryId"
        label={title}
        searchPlaceholder={t("catalogue:categories.filters.search")}
        exportName="categories"
        bulk={{ activateValues: { isActive: true }, deactivateValues: { isActive: false } }}
      />
    </ListPage>
  );
}
