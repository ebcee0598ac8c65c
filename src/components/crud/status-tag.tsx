import { Tag } from "antd";
import { useTranslation } from "react-i18next";

/** The active flag of brands, stores and categories. */
export function ActiveTag({ active }: { active: boolean | null | undefined }) {
  const { t } = useTranslation();
  return active ? (
    <Tag color="green">{t("crud.status.active")}</Tag>
  ) : (
    <Tag color="red">{t("crud.status.inactive")}</Tag>
  );
}
