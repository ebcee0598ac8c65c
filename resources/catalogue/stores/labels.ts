import { valueLabel } from "@/lib/value-labels";
import type { StoreService, Weekday } from "../schema/store";
import { WEEKDAY_LABELS } from "../schema/store-rules";

export const weekdayLabel = valueLabel<Weekday>(WEEKDAY_LABELS);

export const serviceLabel = valueLabel<StoreService>({
  EYE_TEST: "catalogue:stores.services.EYE_TEST",
  PICKUP: "catalogue:stores.services.PICKUP",
});
