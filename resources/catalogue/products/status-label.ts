import { valueLabel } from "@/lib/value-labels";

export const statusLabel = valueLabel({
  DRAFT: "crud.status.DRAFT",
  ACTIVE: "crud.status.ACTIVE",
  INACTIVE: "crud.status.INACTIVE",
});
