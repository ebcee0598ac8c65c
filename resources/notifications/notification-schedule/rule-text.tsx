import { useTranslation } from "react-i18next";
import type { NotificationSchedule } from "../schema/notification-schedule";
import { formatInZone } from "./describe";
import { useCronSentence } from "./use-cron-sentence";

/** A schedule's "when" in words, in the UI language, on the schedule's clock. */
export function RuleText({
  schedule,
}: {
  schedule: Pick<NotificationSchedule, "kind" | "sendAt" | "cron" | "timeZone">;
}) {
  const { t } = useTranslation("notifications");
  const sentence = useCronSentence(
    schedule.kind === "ONCE" ? null : schedule.cron,
    schedule.timeZone,
  );
  if (schedule.kind === "ONCE")
    return (
      <>
        {t("notifications:rule.once", { at: formatInZone(schedule.sendAt, schedule.timeZone, t) })}
      </>
    );
  return <>{sentence ?? schedule.cron}</>;
}
