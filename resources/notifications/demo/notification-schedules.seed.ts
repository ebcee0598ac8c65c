import type { Audience } from "../schema/customer-notification";
import type { NotificationSchedule } from "../schema/notification-schedule";
import {
  DEFAULT_TIME_ZONE,
  sendTimesBetween,
  zonedParts,
  type ScheduleTimeZone,
} from "../schema/schedule-rules";
import { DAY, anchor, iso, seeded } from "@/mocks/lib/seed";
import { deliveredOf } from "./stats";
import { audienceMembersIn } from "./audience";
import { seedAudienceData } from "./audience.seed";

/** A schedule as stored: its runs so far and when the scheduler last looked at it. */
export type StoredSchedule = Omit<NotificationSchedule, "status" | "nextRunAt"> & {
  checkedAt: string;
};

const ALL: Audience = { type: "ALL", loyaltyId: null, tierId: null, storeId: null, userIds: [] };
const GOLD: Audience = { ...ALL, type: "TIER", loyaltyId: "lyl-1", tierId: "tier-1-2" };
const STORE: Audience = { ...ALL, type: "STORE", storeId: "str-1" };

type Plan = [
  name: string,
  channel: "EMAIL" | "PUSH_NOTIFICATION",
  audience: Audience,
  kind: NotificationSchedule["kind"],
  rule: string | number, // cron, or ONCE: days from now
  startedDaysAgo: number,
  endInDays: number | null,
  isActive: boolean,
];

const PLAN: Plan[] = [
  ["Weekly promo (Mon & Thu)", "PUSH_NOTIFICATION", ALL, "WEEKLY", "0 9 * * 1,4", 60, null, true],
  ["Monthly newsletter", "EMAIL", ALL, "MONTHLY", "0 10 1 * *", 200, null, true],
  [
    "Payday reminder (last day)",
    "PUSH_NOTIFICATION",
    ALL,
    "MONTHLY",
    "0 12 L * *",
    150,
    null,
    true,
  ],
  ["Gold members' daily tip", "PUSH_NOTIFICATION", GOLD, "DAILY", "30 8 * * *", 10, 20, true],
  ["Weekend eye test invitation", "EMAIL", STORE, "WEEKLY", "0 16 * * 5", 45, null, false],
  ["Christmas greetings", "EMAIL", ALL, "ONCE", 32, 0, null, true],
  ["New store opening", "PUSH_NOTIFICATION", STORE, "ONCE", -12, 0, null, true],
  ["Spring campaign (ended)", "EMAIL", ALL, "WEEKLY", "0 9 * * 3", 120, -30, true],
];

/** Schedules kept on another clock than Jakarta's, by staff in Bali (WITA) and Papua (WIT). */
const ZONES: Partial<Record<string, ScheduleTimeZone>> = {
  "Gold members' daily tip": "Asia/Makassar",
  "Weekend eye test invitation": "Asia/Jayapura",
};

export const seedNotificationSchedules = seeded<StoredSchedule>("notificationSchedules", (size) => {
  const now = anchor();
  const people = seedAudienceData(size);
  return PLAN.map(([name, channel, audience, kind, rule, started, endIn, isActive], i) => {
    const scheduleId = `nsc-${i + 1}`;
    const createdAt = iso(now - (started + 2) * DAY);
    const sendAt = kind === "ONCE" ? iso(now + Number(rule) * DAY) : null;
    const cron = kind === "ONCE" ? null : String(rule);
    const timeZone = ZONES[name] ?? DEFAULT_TIME_ZONE;
    const startDate = kind === "ONCE" ? null : zonedParts(timeZone, now - started * DAY).date;
    const endDate = endIn === null ? null : zonedParts(timeZone, now + endIn * DAY).date;
    const when = { kind, sendAt, cron, startDate, endDate, timeZone };
    const past = isActive ? sendTimesBetween(when, Date.parse(createdAt), now, 30) : [];
    // Whom the audience rule selects in the seeded data, as a new send counts it.
    const recipientCount = audienceMembersIn(people, audience).length;
    const runs = past.reverse().map((runAt) => {
      return {
        runAt,
        recipientCount,
        deliveredCount: deliveredOf(channel, recipientCount, `${scheduleId}:${runAt}`),
        notificationId: null,
      };
    });
    const email = channel === "EMAIL";
    return {
      scheduleId,
      name,
      channel,
      templateId: null,
      title: name.replace(/ \(.*\)$/, ""),
      message: email
        ? `<p>Hi {{customer.firstName}},</p><p>${name.replace(/ \(.*\)$/, "")}: see what is new at Optik Prima.</p>`
        : `Hi {{customer.firstName}}, ${name.replace(/ \(.*\)$/, "").toLowerCase()}: open the app for details.`,
      audience,
      kind,
      sendAt,
      cron,
      timeZone,
      startDate,
      endDate,
      isActive,
      runs,
      checkedAt: iso(now),
      createdAt,
      updatedAt: createdAt,
    };
  });
});
