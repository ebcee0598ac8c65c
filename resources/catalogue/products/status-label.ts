import type { TFunction } from "i18next";

export function statusLabel(t: TFunction, status: string): string {
  switch (status) {
    case "DRAFT":
      return t("crud.status.DRAFT");
    case "ACTIVE":
      return t("crud.status.ACTIVE");
    case "INACTIVE":
      return t("crud.status.INACTIVE");
    default:
      return status;
  }
}
