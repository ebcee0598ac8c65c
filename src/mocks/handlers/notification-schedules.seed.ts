import type { AnyRecord } from "../db/collection";
import { daysAgo, seeded } from "../lib/seed";

export const seedNotificationSchedules = seeded<AnyRecord>("notificationSchedules", () => {
  const plan: [string, string, number, string][] = [
    ["Weekend sale starts", "push_notification", -2, "SCHEDULED"],
    ["Payday promo", "push_notification", -7, "SCHEDULED"],
    ["Monthly newsletter", "email", -10, "SCHEDULED"],
    ["Eye test reminder", "email", 3, "SENT"],
    ["New arrivals", "push_notification", 6, "SENT"],
    ["Points expiring", "email", 12, "SENT"],
    ["Flash sale (cancelled)", "push_notification", 1, "CANCELLED"],
    ["Ramadan greetings", "email", 40, "SENT"],
    ["Birthday bonus", "push_notification", -1, "SCHEDULED"],
    ["Survey", "email", 20, "CANCELLED"],
  ];
  return plan.map(([title, channel, days, status], i) => ({
    scheduleId: `nsc-${i + 1}`,
    title,
    message: `${title}: open the app for details.`,
    channel,
    target: i % 3 === 0 ? "ALL_CUSTOMERS" : "SEGMENT",
    segment: i % 3 === 0 ? null : "MEMBERS_GOLD_AND_ABOVE",
    repeat: i === 2 ? "MONTHLY" : "NONE",
    scheduledAt: daysAgo(days),
    status,
    sentAt: status === "SENT" ? daysAgo(days) : null,
    createdAt: daysAgo(Math.max(days, 0) + 5),
    updatedAt: daysAgo(Math.max(days, 0)),
  }));
});
