import { useTranslation } from "react-i18next";
import { formatNumber } from "@/lib/format";

/**
 * A table's `pagination.showTotal`: "1–20 of 2.000", the numbers written the console's one way
 * (src/lib/format) in every language.
 */
export function usePaginationTotal() {
  const { t } = useTranslation();
  return (total: number, [from, to]: [number, number]) =>
    t("crud.pagination.total", {
      from: formatNumber(from),
      to: formatNumber(to),
      total: formatNumber(total),
    });
}
