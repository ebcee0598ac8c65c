import dayjs, { type Dayjs } from "dayjs";
import type { Audience } from "../schema/customer-notification";
import type { NotificationSchedule, ScheduleFormValues } from "../schema/notification-schedule";
import type { ContentSource } from "../components/content-fields";
import {
  LAST_DAY,
  SCHEDULE_TIME_ZONE,
  cronToRule,
  nextSendTimes,
  ruleToCron,
  zonedParts,
  zonedToUtc,
  type ScheduleKind,
  type ScheduleWhen,
} from "../schema/schedule-rules";
import type { NotificationChannel } from "../schema/audience-rules";

/** The schedule form's fields: the "when" as pickers (dates and times in Jakarta), not as cron. */
export interface ScheduleFormFields {
  name: string;
  channel: NotificationChannel;
  source: ContentSource;
  templateId: string | null;
  title: string;
  message: string;
  audience: Audience;
  kind: ScheduleKind;
  /** ONCE: the day and time, in Jakarta. */
  onceDate?: Dayjs | null;
  onceTime?: Dayjs | null;
  /** Repeating: the time of day, the weekdays (WEEKLY), the day of the month (MONTHLY). */
  time?: Dayjs | null;
  weekdays?: number[];
  monthDay?: number | typeof LAST_DAY | null;
  startDate?: Dayjs | null;
  endDate?: Dayjs | null;
  isActive: boolean;
}

const day = (text: string | null | undefined) => (text ? dayjs(text) : null);
const clock = (hhmm: string | undefined) => (hhmm ? dayjs(`2000-01-01T${hhmm}`) : null);

export function newScheduleFields(channel: NotificationChannel): Partial<ScheduleFormFields> {
  const today = zonedParts(SCHEDULE_TIME_ZONE, Date.now()).date;
  return {
    channel,
    source: "OWN",
    templateId: null,
    title: "",
    message: "",
    audience: { type: "ALL", loyaltyId: null, tierId: null, storeId: null, userIds: [] },
    kind: "WEEKLY",
    time: clock("09:00"),
    weekdays: [1],
    monthDay: 1,
    startDate: day(today),
    endDate: null,
    isActive: true,
  };
}

/** A stored schedule as the form edits it. */
export function toFormFields(record: NotificationSchedule): Partial<ScheduleFormFields> {
  const rule = record.cron ? cronToRule(record.cron) : undefined;
  const once = record.sendAt ? zonedParts(record.timeZone, Date.parse(record.sendAt)) : undefined;
  return {
    name: record.name,
    channel: record.channel,
    source: record.templateId ? "TEMPLATE" : "OWN",
    templateId: record.templateId,
    title: record.title,
    message: record.message,
    audience: record.audience,
    kind: record.kind,
    onceDate: day(once?.date),
    onceTime: clock(once?.time),
    time: clock(rule?.time ?? "09:00"),
    weekdays: rule?.weekdays ?? [1],
    monthDay: rule?.monthDay ?? 1,
    startDate: day(record.startDate),
    endDate: day(record.endDate),
    isActive: record.isActive,
  };
}

/** The "when" of the form's values (undefined while it is incomplete). */
export function whenOf(values: Partial<ScheduleFormFields>): ScheduleWhen | undefined {
  if (values.kind === "ONCE") {
    if (!values.onceDate || !values.onceTime) return undefined;
    const at = zonedToUtc(
      SCHEDULE_TIME_ZONE,
      values.onceDate.year(),
      values.onceDate.month() + 1,
      values.onceDate.date(),
      values.onceTime.hour(),
      values.onceTime.minute(),
    );
    return { kind: "ONCE", sendAt: new Date(at).toISOString(), timeZone: SCHEDULE_TIME_ZONE };
  }
  if (!values.kind || !values.time) return undefined;
  if (values.kind === "WEEKLY" && !values.weekdays?.length) return undefined;
  const cron = ruleToCron({
    kind: values.kind,
    time: values.time.format("HH:mm"),
    weekdays: values.weekdays,
    monthDay: values.monthDay ?? 1,
  });
  return {
    kind: values.kind,
    cron,
    timeZone: SCHEDULE_TIME_ZONE,
    startDate: values.startDate?.format("YYYY-MM-DD") ?? null,
    endDate: values.endDate?.format("YYYY-MM-DD") ?? null,
  };
}

export const nextFive = (values: Partial<ScheduleFormFields>) => {
  const when = whenOf(values);
  return when ? nextSendTimes(when) : [];
};

/** The request body of the form's values. */
export function toScheduleBody(values: ScheduleFormFields): ScheduleFormValues {
  const when = whenOf(values);
  return {
    name: values.name,
    channel: values.channel,
    templateId: values.source === "TEMPLATE" ? values.templateId : null,
    title: values.title ?? "",
    message: values.message ?? "",
    audience: values.audience,
    kind: values.kind,
    sendAt: when?.sendAt ?? null,
    cron: when?.cron ?? null,
    timeZone: SCHEDULE_TIME_ZONE,
    startDate: when?.startDate ?? null,
    endDate: when?.endDate ?? null,
    isActive: values.isActive,
  };
}

/** Where the server's messages about the "when" show in the form. */
export const scheduleErrorField = (path: (string | number)[]) => {
  const [field] = path;
  if (field === "cron") return ["time"];
  if (field === "sendAt") return ["onceDate"];
  return undefined;
};
