import { useTranslation } from "react-i18next";
import { RecordDetails } from "@/components/crud/record-details";
import { RecordShow } from "@/components/crud/record-show";
import { ActiveTag } from "@/components/crud/status-tag";
import type { Category } from "../schema/category";
import { useCategoryOptions } from "./use-category-options";
import { formatDateTime } from "@/lib/format";
import { useRecord } from "@/components/crud/use-record";

export default function CategoryShow() {
  const { t } = useTranslation("catalogue");
  const { query, result: category } = useRecord<Category>({ resource: "categories" });
  const { nameOf } = useCategoryOptions();
  return (
    <RecordShow record={category} query={query} title={t("catalogue:categories.titles.show")}>
      {category && (
        <RecordDetails
          column={1}
          items={[
            { label: t("catalogue:categories.fields.parentId"), value: nameOf(category.parentId) },
            { label: t("catalogue:categories.fields.order"), value: category.order },
            {
              label: t("catalogue:categories.fields.isActive"),
              value: <ActiveTag active={category.isActive} />,
            },
            { label: t("crud.fields.updatedAt"), value: formatDateTime(category.updatedAt) },
          ]}
        />
      )}
    </RecordShow>
  );
}
