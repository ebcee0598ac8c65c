import type { TFunction } from "i18next";
import { channelLabel } from "../components/labels";
import type { ScheduleTimeZone } from "../schema/schedule-rules";
import { kindLabel, statusLabel, zoneLabel } from "./labels";

/** A schedule's channel, repeat, status and time zone in words in its change log (and the feed). */
export const scheduleChangeValues = (t: TFunction) => ({
  channel: (value: string) => channelLabel(t, value),
  kind: (value: string) => kindLabel(t, value),
  status: (value: string) => statusLabel(t, value),
  timeZone: (value: string) => zoneLabel(t, value as ScheduleTimeZone),
});
