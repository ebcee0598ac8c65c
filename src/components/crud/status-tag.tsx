import { RowTag } from "@/components/crud/row-tag";
import { useRowTranslation } from "@providers/i18n/row-translation";

/** The active flag of brands, stores and categories. */
export function ActiveTag({ active }: { active: boolean | null | undefined }) {
  const { t } = useRowTranslation();
  return active ? (
    <RowTag color="green">{t("crud.status.active")}</RowTag>
  ) : (
    <RowTag color="red">{t("crud.status.inactive")}</RowTag>
  );
}
