import { db } from "@/mocks/db";
import type { StoredSchedule } from "@resources/notifications/demo/notification-schedules.seed";
import { nextRuns, zonedParts } from "@resources/notifications/schema/schedule-rules";
import { api, signIn } from "../mocks/api";

/** Monday 23 November 2026, 10:00 in Jakarta (11:00 in Bali, 12:00 in Papua): that day's 09:00 has passed everywhere. */
const MONDAY_AFTER_NINE = Date.parse("2026-11-23T03:00:00Z");
const utcTimes = (runs: string[]) => runs.map((at) => at.slice(11, 16));

describe("a schedule's clock: WIB, WITA or WIT", () => {
  it("a weekly rule at 09:00 sends at 09:00 on the zone's clock: 02:00, 01:00 and 00:00 UTC", () => {
    const weekly = (timeZone: string) =>
      nextRuns("0 9 * * 1,4", { after: MONDAY_AFTER_NINE, timeZone });
    expect(weekly("Asia/Jakarta")).toEqual([
      "2026-11-26T02:00:00.000Z",
      "2026-11-30T02:00:00.000Z",
      "2026-12-03T02:00:00.000Z",
      "2026-12-07T02:00:00.000Z",
      "2026-12-10T02:00:00.000Z",
    ]);
    expect(weekly("Asia/Makassar")).toEqual([
      "2026-11-26T01:00:00.000Z",
      "2026-11-30T01:00:00.000Z",
      "2026-12-03T01:00:00.000Z",
      "2026-12-07T01:00:00.000Z",
      "2026-12-10T01:00:00.000Z",
    ]);
    expect(weekly("Asia/Jayapura")).toEqual([
      "2026-11-26T00:00:00.000Z",
      "2026-11-30T00:00:00.000Z",
      "2026-12-03T00:00:00.000Z",
      "2026-12-07T00:00:00.000Z",
      "2026-12-10T00:00:00.000Z",
    ]);
    for (const timeZone of ["Asia/Makassar", "Asia/Jayapura"])
      for (const at of weekly(timeZone))
        expect(zonedParts(timeZone, Date.parse(at)).time).toBe("09:00");
  });

  it("counts the day, the start date and the end date on the zone's clock", () => {
    // 22:30 UTC on 30 November is already 07:30 on 1 December in Papua (still 05:30 in Jakarta).
    const after = Date.parse("2026-11-30T22:30:00Z");
    expect(nextRuns("0 7 * * *", { after, count: 1, timeZone: "Asia/Jayapura" })).toEqual([
      "2026-12-01T22:00:00.000Z",
    ]);
    expect(nextRuns("0 7 * * *", { after, count: 1, timeZone: "Asia/Jakarta" })).toEqual([
      "2026-12-01T00:00:00.000Z",
    ]);
    // A rule from 1 to 2 December at 06:30 WITA: the first send is 22:30 UTC on 30 November.
    expect(
      nextRuns("30 6 * * *", {
        after: Date.parse("2026-11-25T00:00:00Z"),
        startDate: "2026-12-01",
        endDate: "2026-12-02",
        timeZone: "Asia/Makassar",
      }),
    ).toEqual(["2026-11-30T22:30:00.000Z", "2026-12-01T22:30:00.000Z"]);
  });
});

describe("the demo API's schedules in a zone", () => {
  const body = (timeZone: unknown) => ({
    name: "Bali store promo",
    channel: "PUSH_NOTIFICATION",
    title: "Promo",
    message: "Hi {{customer.firstName}}, see what is new.",
    audience: { type: "ALL", loyaltyId: null, tierId: null, storeId: null, userIds: [] },
    kind: "WEEKLY",
    cron: "0 9 * * 1,4",
    timeZone,
    startDate: "2026-01-01",
    endDate: null,
    isActive: true,
  });

  it("stores WITA and answers the next send at 09:00 WITA (01:00 UTC)", async () => {
    const token = await signIn("admin@demo.test");
    const saved = await api("POST", "/notification-schedules", {
      token,
      body: body("Asia/Makassar"),
    });
    expect(saved.status).toBe(201);
    expect(saved.payload).toMatchObject({ timeZone: "Asia/Makassar", status: "SCHEDULED" });
    expect(saved.payload.nextRunAt).toMatch(/T01:00:00\.000Z$/);
    expect(db.notificationSchedules.get(saved.payload.scheduleId)?.timeZone).toBe("Asia/Makassar");
  });

  it("refuses a zone other than WIB, WITA and WIT with 422 on the field, and stores nothing", async () => {
    const token = await signIn("admin@demo.test");
    const before = db.notificationSchedules.all().length;
    for (const timeZone of ["Asia/Tokyo", "UTC", "WITA"]) {
      const refused = await api("POST", "/notification-schedules", {
        token,
        body: body(timeZone),
      });
      expect(refused.status).toBe(422);
      expect(refused.payload.errors.timeZone).toBe(
        "Choose one of: Asia/Jakarta, Asia/Makassar, Asia/Jayapura.",
      );
    }
    const changed = await api("PATCH", "/notification-schedules/nsc-1", {
      token,
      body: { timeZone: "Asia/Tokyo", updatedAt: db.notificationSchedules.get("nsc-1")!.updatedAt },
    });
    expect(changed.status).toBe(422);
    expect(Object.keys(changed.payload.errors)).toEqual(["timeZone"]);
    expect(db.notificationSchedules.all()).toHaveLength(before);
    expect(db.notificationSchedules.get("nsc-1")?.timeZone).toBe("Asia/Jakarta");
  });

  it("runs a schedule by itself at the times of its zone (07:00 WIT is 22:00 UTC the day before)", async () => {
    const token = await signIn("admin@demo.test");
    const now = Date.now();
    const daysAgo = (days: number) => new Date(now - days * 86_400_000).toISOString();
    const row: StoredSchedule = {
      ...(db.notificationSchedules.get("nsc-1") as StoredSchedule),
      scheduleId: "nsc-wit",
      name: "Papua morning tip",
      kind: "DAILY",
      cron: "0 7 * * *",
      timeZone: "Asia/Jayapura",
      startDate: zonedParts("Asia/Jayapura", now - 10 * 86_400_000).date,
      endDate: null,
      isActive: true,
      runs: [],
      checkedAt: daysAgo(3),
      createdAt: daysAgo(10),
      updatedAt: daysAgo(10),
    };
    db.notificationSchedules.insert(row);
    const read = await api("GET", "/notification-schedules/nsc-wit", { token });
    expect(read.status).toBe(200);
    const runs = (read.payload.runs as { runAt: string }[]).map((run) => run.runAt);
    // Three days unread: the three 07:00 WIT sends it owed, each at 22:00 UTC.
    expect(runs.length).toBeGreaterThanOrEqual(2);
    expect(new Set(utcTimes(runs))).toEqual(new Set(["22:00"]));
    expect(utcTimes([read.payload.nextRunAt])).toEqual(["22:00"]);
  });
});
