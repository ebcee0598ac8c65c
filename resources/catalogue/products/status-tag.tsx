import { Tag } from "antd";
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
      return <Tag color={STATUS_COLORS.DRAFT}>{t("crud.status.DRAFT")}</Tag>;
    case "ACTIVE":
      return <Tag color={STATUS_COLORS.ACTIVE}>{t("crud.status.ACTIVE")}</Tag>;
    case "INACTIVE":
      return <Tag color={STATUS_COLORS.INACTIVE}>{t("crud.status.INACTIVE")}</Tag>;
    default:
      return <Tag>{status ?? "-"}</Tag>;
  }
}
