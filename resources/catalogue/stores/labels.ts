import type { TFunction } from "i18next";
import type { StoreService, Weekday } from "../schema/store";

export function weekdayLabel(t: TFunction, day: Weekday): string {
  switch (day) {
    case "MON":
      return t("catalogue:stores.weekdays.MON");
    case "TUE":
      return t("catalogue:stores.weekdays.TUE");
    case "WED":
      return t("catalogue:stores.weekdays.WED");
    case "THU":
      return t("catalogue:stores.weekdays.THU");
    case "FRI":
      return t("catalogue:stores.weekdays.FRI");
    case "SAT":
      return t("catalogue:stores.weekdays.SAT");
    case "SUN":
      return t("catalogue:stores.weekdays.SUN");
    default:
      return day;
  }
}

export function serviceLabel(t: TFunction, service: StoreService | string): string {
  switch (service) {
    case "EYE_TEST":
      return t("catalogue:stores.services.EYE_TEST");
    case "PICKUP":
      return t("catalogue:stores.services.PICKUP");
    default:
      return service;
  }
}
