import dayjs, { type Dayjs } from "dayjs";
import type { FormInstance } from "antd";
import type { Audience } from "../schema/customer-notification";
import type { NotificationSchedule, ScheduleFormValues } from "../schema/notification-schedule";
import type { ContentSource } from "../components/content-fields";
import {
  DEFAULT_TIME_ZONE,
  LAST_DAY,
  cronToRule,
  nextSendTimes,
  ruleToCron,
  zonedParts,
  zonedToUtc,
  type ScheduleKind,
  type ScheduleTimeZone,
  type ScheduleWhen,
} from "../schema/schedule-rules";
import type { NotificationChannel } from "../schema/audience-rules";

/**
 * The schedule form's fields. The "when" is chosen with pickers (dates and times on the clock of the
 * chosen zone, whatever the browser's) and held as the API takes it, `sendAt` or `cron`, kept in step with the pickers (`syncWhen`): the
 * schema checks those, and they are what is sent.
 */
export interface ScheduleFormFields {
  name: string;
  channel: NotificationChannel;
  source: ContentSource;
  templateId: string | null;
  title: string;
  message: string;
  audience: Audience;
  kind: ScheduleKind;
  /** The clock the pickers are read on (WIB, WITA or WIT). */
  timeZone: ScheduleTimeZone;
  /** ONCE: the day, in the zone. */
  onceDate?: Dayjs | null;
  /** The time of day in the zone, of the single send or of each repeat: one field, so a change of kind keeps it. */
  time?: Dayjs | null;
  /** WEEKLY: the weekdays; MONTHLY: the day of the month. Kept while another kind is chosen. */
  weekdays?: number[];
  monthDay?: number | typeof LAST_DAY | null;
  /** What the pickers stand for. */
  sendAt: string | null;
  cron: string | null;
  /** Repeating: the first and last day ("YYYY-MM-DD", the API's; the date pickers show them). */
  startDate: string | null;
  endDate: string | null;
  isActive: boolean;
}

/** The pickers the "when" is chosen with. */
export const WHEN_PICKERS = [
  "kind",
  "timeZone",
  "onceDate",
  "time",
  "weekdays",
  "monthDay",
] as const;

const day = (text: string | null | undefined) => (text ? dayjs(text) : null);
const clock = (hhmm: string | undefined) => (hhmm ? dayjs(`2000-01-01T${hhmm}`) : null);

/** A DatePicker's value held as the API's "YYYY-MM-DD" (`getValueProps` / `normalize` of its Form.Item). */
export const dateField = {
  getValueProps: (value: string | null | undefined) => ({ value: day(value) }),
  normalize: (value: Dayjs | null | undefined) => (value ? value.format("YYYY-MM-DD") : null),
};

/** The API's `sendAt` and `cron` the pickers stand for. */
export function derivedWhen(
  values: Partial<ScheduleFormFields>,
): Pick<ScheduleFormFields, "sendAt" | "cron"> {
  if (values.kind === "ONCE") return { sendAt: whenOf(values)?.sendAt ?? null, cron: null };
  if (!values.kind || !values.time) return { sendAt: null, cron: null };
  // A weekly rule without days is written as it is: the schema says which day is missing.
  const cron = ruleToCron({
    kind: values.kind,
    time: values.time.format("HH:mm"),
    weekdays: values.weekdays ?? [],
    monthDay: values.monthDay ?? 1,
  });
  return { sendAt: null, cron };
}

export function newScheduleFields(channel: NotificationChannel): Partial<ScheduleFormFields> {
  const today = zonedParts(DEFAULT_TIME_ZONE, Date.now()).date;
  const fields: Partial<ScheduleFormFields> = {
    channel,
    source: "OWN",
    templateId: null,
    title: "",
    message: "",
    audience: { type: "ALL", loyaltyId: null, tierId: null, storeId: null, userIds: [] },
    kind: "WEEKLY",
    timeZone: DEFAULT_TIME_ZONE,
    time: clock("09:00"),
    weekdays: [1],
    monthDay: 1,
    startDate: today,
    endDate: null,
    isActive: true,
  };
  return { ...fields, ...derivedWhen(fields) };
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
    timeZone: record.timeZone,
    onceDate: day(once?.date),
    time: clock(rule?.time ?? once?.time ?? "09:00"),
    weekdays: rule?.weekdays ?? [1],
    monthDay: rule?.monthDay ?? 1,
    sendAt: record.sendAt,
    cron: record.cron,
    startDate: record.startDate,
    endDate: record.endDate,
    isActive: record.isActive,
  };
}

/** The "when" of the form's pickers (undefined while it is incomplete). */
export function whenOf(values: Partial<ScheduleFormFields>): ScheduleWhen | undefined {
  const timeZone = values.timeZone ?? DEFAULT_TIME_ZONE;
  if (values.kind === "ONCE") {
    if (!values.onceDate || !values.time) return undefined;
    const at = zonedToUtc(
      timeZone,
      values.onceDate.year(),
      values.onceDate.month() + 1,
      values.onceDate.date(),
      values.time.hour(),
      values.time.minute(),
    );
    return { kind: "ONCE", sendAt: new Date(at).toISOString(), timeZone };
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
    timeZone,
    startDate: values.startDate ?? null,
    endDate: values.endDate ?? null,
  };
}

export const nextFive = (values: Partial<ScheduleFormFields>) => {
  const when = whenOf(values);
  return when ? nextSendTimes(when) : [];
};

/**
 * Puts the API's `sendAt` and `cron` in step with the pickers. A message they already show is
 * checked again (it may be gone); one not shown yet waits for the save.
 */
export function syncWhen(form: FormInstance<ScheduleFormFields>) {
  const next = derivedWhen(form.getFieldsValue(true) as Partial<ScheduleFormFields>);
  const changed = (["sendAt", "cron"] as const).filter(
    (name) => form.getFieldValue(name) !== next[name],
  );
  if (!changed.length) return;
  form.setFieldsValue(next);
  const shown = changed.filter((name) => form.getFieldError(name).length > 0);
  if (shown.length) void form.validateFields(shown).catch(() => undefined);
}

/** The request body of the form's values: the API's fields, the pickers left out. */
export function toScheduleBody(values: ScheduleFormFields): ScheduleFormValues {
  return {
    name: values.name,
    channel: values.channel,
    templateId: values.source === "TEMPLATE" ? values.templateId : null,
    title: values.title ?? "",
    message: values.message ?? "",
    audience: values.audience,
    kind: values.kind,
    sendAt: values.sendAt ?? null,
    cron: values.cron ?? null,
    timeZone: values.timeZone,
    startDate: values.kind === "ONCE" ? null : (values.startDate ?? null),
    endDate: values.kind === "ONCE" ? null : (values.endDate ?? null),
    isActive: values.isActive,
  };
}
