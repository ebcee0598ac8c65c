import type { TFunction } from "i18next";
import { useCallback } from "react";
import { links } from "../links";
import { ACTIVE_BULK, AreaList } from "@/components/crud/area-list";
import type { ListColumn } from "@/components/crud/columns";
import { RecordActions } from "@/components/crud/record-actions";
import { ActiveTag } from "@/components/crud/status-tag";
import { updatedAtColumn, nameColumn } from "@/components/crud/standard-columns";
import type { Category } from "../schema/category";
import categoryCsv from "./categories.csv";
import { useCategoryOptions } from "./use-category-options";
import type { RecordPermissions } from "@/hooks/use-access";

/** The categories' columns: the name links to the category, the parent is named. */
function categoryColumns(
  t: TFunction,
  nameOf: (id: string | null | undefined) => string,
  can: RecordPermissions,
): ListColumn<Category>[] {
  return [
    nameColumn("categoryName", t("catalogue:categories.fields.categoryName"), (category) =>
      links.category.show(category.categoryId),
    ),
    {
      key: "parentId",
      title: t("catalogue:categories.fields.parentId"),
      render: (id: string | null) => nameOf(id),
    },
    { key: "order", title: t("catalogue:categories.fields.order"), sortable: true },
    {
      key: "isActive",
      phone: true,
      title: t("catalogue:categories.fields.isActive"),
      sortable: true,
      csv: "active",
      render: (active: boolean) => <ActiveTag active={active} />,
    },
    updatedAtColumn(t),
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
  ];
}

export default function CategoryList() {
  const { names, nameOf } = useCategoryOptions();
  const columns = useCallback(
    (tc: TFunction, can: RecordPermissions) => categoryColumns(tc, nameOf, can),
    [nameOf],
  );
  return (
    <AreaList<Category>
      initialSorters={[{ field: "order", order: "asc" }]}
      columns={columns}
      csv={categoryCsv.with({ categoryNames: names })}
      bulk={ACTIVE_BULK}
    />
  );
}
