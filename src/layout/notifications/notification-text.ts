import type { TFunction } from "i18next";
import type { Notification } from "@/contract/my-notifications";

type Source = Pick<Notification, "title"> &
  Partial<Pick<Notification, "message" | "textKey" | "textValues">>;

/**
 * A notification's title and message in the reader's language: a note the system wrote (its
 * `textKey`) from its values; any other as it came (a person's words, a key this console does not
 * know yet).
 */
export function notificationText(t: TFunction, item: Source): { title: string; message: string } {
  const values = item.textValues ?? {};
  switch (item.textKey) {
    case "NEW_ORDER":
      return {
        title: t("notify.texts.NEW_ORDER.title"),
        message: t("notify.texts.NEW_ORDER.message", values),
      };
    case "PAYMENT_CONFIRMED":
      return {
        title: t("notify.texts.PAYMENT_CONFIRMED.title"),
        message: t("notify.texts.PAYMENT_CONFIRMED.message", values),
      };
    case "LOW_STOCK":
      return {
        title: t("notify.texts.LOW_STOCK.title"),
        message: t("notify.texts.LOW_STOCK.message", values),
      };
    case "VOUCHER_ENDING":
      return {
        title: t("notify.texts.VOUCHER_ENDING.title"),
        message: t("notify.texts.VOUCHER_ENDING.message", { ...values, count: values.count ?? 0 }),
      };
    case "NEW_REVIEW":
      return {
        title: t("notify.texts.NEW_REVIEW.title"),
        message: t("notify.texts.NEW_REVIEW.message", values),
      };
    case "PRESCRIPTION_UPLOADED":
      return {
        title: t("notify.texts.PRESCRIPTION_UPLOADED.title"),
        message: t("notify.texts.PRESCRIPTION_UPLOADED.message", values),
      };
    case "REWARD_CLAIMED":
      return {
        title: t("notify.texts.REWARD_CLAIMED.title"),
        message: t("notify.texts.REWARD_CLAIMED.message", values),
      };
    case "MONTHLY_REPORT":
      return {
        title: t("notify.texts.MONTHLY_REPORT.title"),
        message: t("notify.texts.MONTHLY_REPORT.message"),
      };
    default:
      return { title: item.title, message: item.message ?? "" };
  }
}
