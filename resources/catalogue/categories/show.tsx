import { Show } from "@/components/crud/views";
import { useShow } from "@refinedev/core";
import { Descriptions } from "antd";
import { useTranslation } from "react-i18next";
import { useRecordBreadcrumb } from "@/components/breadcrumb-labels";
import { ActiveTag } from "@/components/crud/status-tag";
import type { Category } from "../schema/category";
import { useCategoryOptions } from "./use-category-options";
import { PageTitle } from "@/components/crud/page-title";
import { formatDateTime } from "@/lib/format";

export default function CategoryShow() {
  const { t } = useTranslation("catalogue");
  const { query, result: category } = useShow<Category>({ resource: "categories" });
  const { nameOf } = useCategoryOptions();
  useRecordBreadcrumb(category?.categoryId, category?.categoryName);
  return (
    <Show
      title={
        <PageTitle>{category?.categoryName ?? t("catalogue:categories.titles.show")}</PageTitle>
      }
      breadcrumb={false}
      isLoading={query.isLoading}
    >
      {category && (
        <Descriptions bordered column={1} size="small">
          <Descriptions.Item label={t("catalogue:categories.fields.parentId")}>
            {nameOf(category.parentId)}
          </Descriptions.Item>
          <Descriptions.Item label={t("catalogue:categories.fields.order")}>
            {category.order}
          </Descriptions.Item>
          <Descriptions.Item label={t("catalogue:categories.fields.isActive")}>
            <ActiveTag active={category.isActive} />
          </Descriptions.Item>
          <Descriptions.Item label={t("crud.fields.updatedAt")}>
            {formatDateTime(category.updatedAt)}
          </Descriptions.Item>
        </Descriptions>
      )}
    </Show>
  );
}
