import { Tag } from "antd";
import { useRowTranslation } from "@providers/i18n/row-translation";

/** The active flag of brands, stores and categories. */
export function ActiveTag({ active }: { active: boolean | null | undefined }) {
  const { t } = useRowTranslation();
  return active ? (
    <Tag color="green">{t("crud.status.active")}</Tag>
  ) : (
    <Tag color="red">{t("crud.status.inactive")}</Tag>
  );
}
