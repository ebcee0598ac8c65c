import { useTranslation } from "react-i18next";
import type { NotificationSchedule } from "../schema/notification-schedule";
import { formatWib } from "./describe";
import { useCronSentence } from "./use-cron-sentence";

/** A schedule's "when" in words, in the UI language. */
export function RuleText({
  schedule,
}: {
  schedule: Pick<NotificationSchedule, "kind" | "sendAt" | "cron">;
}) {
  const { t } = useTranslation("notifications");
  const sentence = useCronSentence(schedule.kind === "ONCE" ? null : schedule.cron);
  if (schedule.kind === "ONCE")
    return <>{t("notifications:rule.once", { at: formatWib(schedule.sendAt, t) })}</>;
  return <>{sentence ?? schedule.cron}</>;
}
