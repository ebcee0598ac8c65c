import { useMemo } from "react";
import { useTranslation } from "react-i18next";

/**
 * The labels every change log shares (archived, created): an entity's own field labels are added by
 * its domain (e.g. useCatalogueChangeLogLabels).
 */
export function useChangeLogFieldLabels(
  own: (t: ReturnType<typeof useTranslation>["t"]) => Record<string, string> = () => ({}),
): Record<string, string> {
  const { t, i18n } = useTranslation();
  return useMemo(
    () => ({
      isArchived: t("crud.fields.isArchived"),
      createdAt: t("crud.fields.createdAt"),
      ...own(t),
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- labels follow the language; `own` is static
    [t, i18n.language],
  );
}
