import { useTranslation } from "react-i18next";
import type { NotificationSchedule } from "../schema/notification-schedule";
import { ruleText } from "./describe";

/** A schedule's "when" in words, in the UI language, on the schedule's clock (ruleText). */
export function RuleText({
  schedule,
}: {
  schedule: Pick<NotificationSchedule, "kind" | "sendAt" | "cron" | "timeZone">;
}) {
  const { t } = useTranslation("notifications");
  return <>{ruleText(t, schedule)}</>;
}
