import { db } from "@/mocks/node";
import { audienceMembers } from "@resources/notifications/demo/audience";

describe("seeded notification sends", () => {
  it("reached as many customers as their audience rule selects (the audience count agrees)", () => {
    const sends = db.sentNotifications.all();
    expect(sends.length).toBeGreaterThan(30);
    const kinds = new Set<string>();
    for (const send of sends) {
      kinds.add(send.audience.type);
      expect(send.recipientCount, `${send.notificationId} (${send.audience.type})`).toBe(
        audienceMembers(send.audience).length,
      );
      expect(send.receivedCount).toBeLessThanOrEqual(send.recipientCount);
    }
    expect([...kinds].sort()).toEqual(["ALL", "CHOSEN", "STORE", "TIER"]);
  });

  it("ran their schedules to as many customers as the schedule's audience selects", () => {
    let runs = 0;
    for (const schedule of db.notificationSchedules.all()) {
      const expected = audienceMembers(schedule.audience).length;
      for (const run of schedule.runs) {
        runs++;
        expect(run.recipientCount, `${schedule.scheduleId} ${run.runAt}`).toBe(expected);
      }
    }
    expect(runs).toBeGreaterThan(10);
  });
});
