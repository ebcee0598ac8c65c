import { RowTag } from "@/components/crud/row-tag";
import { useRowTranslation } from "@providers/i18n/row-translation";
import type { ProductStatus } from "../schema/product";

const STATUS_COLORS: Record<ProductStatus, string> = {
  DRAFT: "default",
  ACTIVE: "green",
  INACTIVE: "red",
};

/** Product status (draft, active, inactive). */
export function StatusTag({ status }: { status: ProductStatus | string | null | undefined }) {
  const { t } = useRowTranslation("catalogue");
  switch (status) {
    case "DRAFT":
      return <RowTag color={STATUS_COLORS.DRAFT}>{t("crud.status.DRAFT")}</RowTag>;
    case "ACTIVE":
      return <RowTag color={STATUS_COLORS.ACTIVE}>{t("crud.status.ACTIVE")}</RowTag>;
    case "INACTIVE":
      return <RowTag color={STATUS_COLORS.INACTIVE}>{t("crud.status.INACTIVE")}</RowTag>;
    default:
      return <RowTag>{status ?? "-"}</RowTag>;
  }
}
