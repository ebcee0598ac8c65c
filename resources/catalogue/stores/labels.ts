import type { TFunction } from "i18next";
import type { StoreService, Weekday } from "../schema/store";

export function weekdayLabel(t: TFunction, day: Weekday): string {
  switch (day) {
    case "MON":
      return t("stores.weekdays.MON");
    case "TUE":
      return t("stores.weekdays.TUE");
    case "WED":
      return t("stores.weekdays.WED");
    case "THU":
      return t("stores.weekdays.THU");
    case "FRI":
      return t("stores.weekdays.FRI");
    case "SAT":
      return t("stores.weekdays.SAT");
    case "SUN":
      return t("stores.weekdays.SUN");
    default:
      return day;
  }
}

export function serviceLabel(t: TFunction, service: StoreService | string): string {
  switch (service) {
    case "EYE_TEST":
      return t("stores.services.EYE_TEST");
    case "PICKUP":
      return t("stores.services.PICKUP");
    default:
      return service;
  }
}
