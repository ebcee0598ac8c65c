import { useTranslation } from "react-i18next";
import type { ScheduleTimeZone } from "../schema/schedule-rules";
import { cronSentence } from "./describe";

/** The rule in the UI language ("At 09:00, only on Monday and Thursday (WIB)"). */
export function useCronSentence(
  cron: string | null | undefined,
  timeZone: ScheduleTimeZone,
): string | undefined {
  const { t } = useTranslation("notifications");
  return cronSentence(t, cron, timeZone);
}
