import { valueLabel } from "@/lib/value-labels";
import type { StoreService, Weekday } from "../schema/store";

export const weekdayLabel = valueLabel<Weekday>({
  MON: "catalogue:stores.weekdays.MON",
  TUE: "catalogue:stores.weekdays.TUE",
  WED: "catalogue:stores.weekdays.WED",
  THU: "catalogue:stores.weekdays.THU",
  FRI: "catalogue:stores.weekdays.FRI",
  SAT: "catalogue:stores.weekdays.SAT",
  SUN: "catalogue:stores.weekdays.SUN",
});

export const serviceLabel = valueLabel<StoreService>({
  EYE_TEST: "catalogue:stores.services.EYE_TEST",
  PICKUP: "catalogue:stores.services.PICKUP",
});
