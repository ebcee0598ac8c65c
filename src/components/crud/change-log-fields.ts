import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import type { ChangeValueLabels } from "./change-value";

/**
 * The labels every change log shares (archived, created): an entity's own field labels are added by
 * its domain (`changeLogPage({ fields })`).
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

/** A domain's labels of enum values in its change logs (`status` → "Active"), per language. */
export function useChangeValueLabels(
  own: (t: ReturnType<typeof useTranslation>["t"]) => ChangeValueLabels,
): ChangeValueLabels {
  const { t, i18n } = useTranslation();
  return useMemo(
    () => own(t),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- labels follow the language; `own` is static
    [t, i18n.language],
  );
}
