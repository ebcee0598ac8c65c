import { db } from "@/mocks/node";
import {
  DUE_SOON_MS,
  NOTIFICATION_ATTENTION,
  SCHEDULE_ATTENTION,
  scheduleDueSoon,
  sendFailed,
} from "@resources/notifications/schema/attention";
import { seedSentNotifications } from "@resources/notifications/demo/notifications.seed";
import { seedNotificationSchedules } from "@resources/notifications/demo/notification-schedules.seed";
import { anchor } from "@/mocks/lib/seed";
import { api, signIn } from "../mocks/api";

/* eslint-disable @typescript-eslint/no-explicit-any -- the answers are loosely typed JSON */

/** An instant from a wall-clock time in Jakarta (UTC+7). 26/11/2026 is a Thursday. */
const wib = (text: string) => Date.parse(`${text}+07:00`);
const MINUTE = 60_000;

const weeklyThursday = {
  kind: "WEEKLY" as const,
  cron: "0 9 * * 4",
  timeZone: "Asia/Jakarta" as const,
  startDate: "2026-01-01",
  endDate: null,
  sendAt: null,
  isActive: true,
};

describe("a schedule going out in the next 24 hours", () => {
  it("counts a next send exactly 24 hours away, not one a minute later", () => {
    // Thursday 09:00 WIB is the next send.
    expect(scheduleDueSoon(weeklyThursday, wib("2026-11-25T09:00"))).toBe(true);
    expect(scheduleDueSoon(weeklyThursday, wib("2026-11-25T08:59"))).toBe(false);
    expect(scheduleDueSoon(weeklyThursday, wib("2026-11-26T08:59"))).toBe(true);
    // At the send itself the next one is a week away.
    expect(scheduleDueSoon(weeklyThursday, wib("2026-11-26T09:00"))).toBe(false);
  });

  it("reads the rule on the schedule's own clock (09:00 WITA is 08:00 WIB)", () => {
    const wita = { ...weeklyThursday, timeZone: "Asia/Makassar" as const };
    expect(scheduleDueSoon(wita, wib("2026-11-25T08:00"))).toBe(true);
    expect(scheduleDueSoon(wita, wib("2026-11-25T07:59"))).toBe(false);
  });

  it("a single send: within 24 hours after now, not before now", () => {
    const now = wib("2026-11-26T10:00");
    const once = (at: number) => ({
      kind: "ONCE" as const,
      sendAt: new Date(at).toISOString(),
      isActive: true,
    });
    expect(scheduleDueSoon(once(now + DUE_SOON_MS), now)).toBe(true);
    expect(scheduleDueSoon(once(now + DUE_SOON_MS + 1), now)).toBe(false);
    expect(scheduleDueSoon(once(now + MINUTE), now)).toBe(true);
    expect(scheduleDueSoon(once(now - MINUTE), now)).toBe(false);
  });

  it("a paused schedule never, however close its next send", () => {
    expect(scheduleDueSoon({ ...weeklyThursday, isActive: false }, wib("2026-11-26T08:59"))).toBe(
      false,
    );
  });

  it("keeps to the start and end dates", () => {
    const now = wib("2026-11-26T08:00");
    // Ended the day before: finished.
    expect(scheduleDueSoon({ ...weeklyThursday, endDate: "2026-11-25" }, now)).toBe(false);
    // Ends that day (inclusive): still sends at 09:00.
    expect(scheduleDueSoon({ ...weeklyThursday, endDate: "2026-11-26" }, now)).toBe(true);
    // Starts next week: its first send is 3 December.
    expect(scheduleDueSoon({ ...weeklyThursday, startDate: "2026-11-27" }, now)).toBe(false);
  });
});

describe("a failed send", () => {
  it("reached none of its recipients; a partial delivery or an empty audience is no failure", () => {
    expect(sendFailed({ recipientCount: 120, receivedCount: 0 })).toBe(true);
    expect(sendFailed({ recipientCount: 120, receivedCount: 104 })).toBe(false);
    expect(sendFailed({ recipientCount: 0, receivedCount: 0 })).toBe(false);
  });
});

describe("the lists' attention filter (demo API)", () => {
  it("lists only the failed sends (the normal data set has one)", async () => {
    expect(NOTIFICATION_ATTENTION).toEqual(["failed"]);
    const token = await signIn("admin@demo.test");
    const failed = await api("GET", "/notifications?attention=failed&_start=0&_end=1", { token });
    expect(failed.status).toBe(200);
    const expected = db.sentNotifications.filter(sendFailed);
    expect(failed.payload.count).toBe(expected.length);
    expect(failed.payload.count).toBe(1);
    expect(failed.payload.results[0]).toMatchObject({
      notificationId: "snt-3",
      channel: "PUSH_NOTIFICATION",
      receivedCount: 0,
      openedCount: 0,
    });
    expect(failed.payload.results[0].recipientCount).toBeGreaterThan(0);
    const all = await api("GET", "/notifications?_start=0&_end=1", { token });
    expect(all.payload.count).toBe(db.sentNotifications.all().length);
    // A kind the list does not know matches nothing (never the whole list).
    expect((await api("GET", "/notifications?attention=late", { token })).payload.count).toBe(0);
  });

  it("lists only the active schedules going out in the next 24 hours", async () => {
    expect(SCHEDULE_ATTENTION).toEqual(["dueSoon"]);
    const token = await signIn("admin@demo.test");
    const soon = await api("GET", "/notification-schedules?attention=dueSoon&_end=100", {
      token,
    });
    expect(soon.status).toBe(200);
    const names = soon.payload.results.map((row: any) => row.name);
    // The daily tip (08:30 WITA, active for 20 more days) is always within a day.
    expect(names).toContain("Gold members' daily tip");
    expect(names).not.toContain("Weekend eye test invitation"); // paused
    expect(names).not.toContain("Christmas greetings"); // in 32 days
    const now = Date.now();
    for (const row of soon.payload.results) {
      expect(row.status).toBe("SCHEDULED");
      expect(Date.parse(row.nextRunAt)).toBeLessThanOrEqual(now + DUE_SOON_MS);
    }
    const expected = db.notificationSchedules
      .filter((row) => scheduleDueSoon(row, now))
      .map((row) => row.name);
    expect(names.sort()).toEqual(expected.sort());
  });

  // The large data set is built from scratch here (seconds on a busy machine).
  it("the large data set has three failed sends and a schedule going out within a day", () => {
    const failed = seedSentNotifications("large").filter(sendFailed);
    expect(failed.map((row) => row.notificationId)).toEqual(["snt-3", "snt-1003", "snt-2003"]);
    const soon = seedNotificationSchedules("large").filter((row) => scheduleDueSoon(row, anchor()));
    expect(soon.map((row) => row.name)).toContain("Gold members' daily tip");
  }, 60_000);
});
