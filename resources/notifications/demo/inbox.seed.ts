import { DAY, anchor, iso, pad, seeded, startOfToday } from "@/mocks/lib/seed";
import { STAFF_DEMO_IDS, seedUsers } from "@resources/users/demo/exports";
import { createRandom } from "@/mocks/lib/random";
import type { Notification } from "@/contract/my-notifications";

const NOTE_TEMPLATES: [string, string][] = [
  ["New order received", "Order {code} is waiting for processing."],
  ["Payment confirmed", "Payment for {code} has been confirmed."],
  ["Low stock", "Stock of a best-selling frame is below 5 at one outlet."],
  ["Voucher ending soon", "A voucher ends in 3 days."],
  ["New customer review", ""],
  ["Prescription uploaded", "A customer uploaded a new eye prescription."],
  ["Reward claimed", "A customer claimed a reward."],
  ["Monthly report ready", "The sales report for last month is ready."],
];

export const seedNotifications = seeded<Notification>(
  "notifications",
  (size) => {
    const random = createRandom("notifications");
    const now = anchor();
    const today = startOfToday();
    const rows: Notification[] = [];
    let n = 0;
    for (const userId of STAFF_DEMO_IDS) {
      for (let k = 0; k < 14; k++) {
        n++;
        const [title, message] = NOTE_TEMPLATES[(k + n) % NOTE_TEMPLATES.length]!;
        // Three today (two unread), the rest over the last ten days; every fourth older one unread.
        const createdMs =
          k < 3
            ? Math.max(today + 60_000 * (k + 1), now - (k + 1) * 40 * 60_000)
            : now - (Math.floor(k / 2) + 1) * DAY - k * 3_600_000;
        const unread = k < 2 || k % 4 === 0;
        rows.push({
          id: `ntf-${n}`,
          title,
          message: message.replace("{code}", `TRX-${pad(240000 + n * 13, 7)}`),
          type: "SYSTEM",
          platform: "cms",
          receiverUserId: userId,
          readByUserAt: unread
            ? null
            : iso(createdMs + 3_600_000 > now ? now : createdMs + 3_600_000),
          createdAt: iso(createdMs),
          updatedAt: iso(createdMs),
        });
      }
    }
    const customers = seedUsers(size)
      .filter((user) => user.userType === "CUSTOMER")
      .slice(0, 60);
    customers.forEach((customer, i) => {
      n++;
      const createdMs = now - random.int(0, 60) * DAY - random.int(0, 86_000) * 1000;
      rows.push({
        id: `ntf-${n}`,
        title: random.pick([
          "Your order has shipped",
          "Points added to your wallet",
          "New frames this week",
          "Your lenses are ready",
        ]),
        message: random.pick(["Tap to see the details.", "Thank you for shopping with us.", ""]),
        type: "PUSH",
        platform: i % 2 ? "android" : "ios",
        receiverUserId: customer.userId,
        readByUserAt: random.chance(0.6) ? iso(createdMs + DAY) : null,
        createdAt: iso(createdMs),
        updatedAt: iso(createdMs),
      });
    });
    return rows;
  },
  { cache: false },
);
