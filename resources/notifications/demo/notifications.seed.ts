import type { Audience, CustomerNotification } from "../schema/customer-notification";
import { DAY, anchor, iso } from "@/mocks/lib/seed";
import { seeded } from "@/mocks/lib/seed";
import { createRandom } from "@/mocks/lib/random";
import { deliveredOf, openedOf } from "./stats";
import { seedStores } from "@resources/catalogue/demo/exports";
import { seedAudienceData } from "./audience.seed";
import { audienceMembersIn } from "./audience";

/** What the marketing team sent (title, channel, message). */
const MESSAGES: [string, "PUSH_NOTIFICATION" | "EMAIL", string][] = [
  [
    "Payday promo: 20% off frames",
    "PUSH_NOTIFICATION",
    "Hi {{customer.firstName}}, payday is here: 20% off every frame until Sunday.",
  ],
  [
    "New Ray-Ban collection in store",
    "EMAIL",
    "<p>Hi {{customer.firstName}},</p><p>The new collection has arrived. Try it on at your nearest store.</p>",
  ],
  [
    "Free eye test this weekend",
    "PUSH_NOTIFICATION",
    "Book a free eye test this weekend at any of our stores.",
  ],
  [
    "Your points are waiting",
    "PUSH_NOTIFICATION",
    "Use your points for a free lens cleaning kit before they expire.",
  ],
  [
    "Store opening hours during the holidays",
    "EMAIL",
    "<p>Our stores close at 17:00 on public holidays.</p>",
  ],
  [
    "Blue-light lenses: buy 1 get 1",
    "PUSH_NOTIFICATION",
    "Buy one pair of blue-light lenses, get the second free.",
  ],
  [
    "Gold members: double points week",
    "EMAIL",
    "<p>Hi {{customer.firstName}}, as a Gold member you earn double points all week.</p>",
  ],
  ["Ramadan sale", "PUSH_NOTIFICATION", "Ramadan sale: up to 30% off sunglasses."],
  [
    "Check your prescription once a year",
    "EMAIL",
    "<p>Your eyes change: book your yearly eye test today.</p>",
  ],
  ["Flash sale 12.12", "PUSH_NOTIFICATION", "Flash sale 12.12 starts at noon: be quick!"],
];

/** Which seeded send failed (the index in every thousand): a push, so the push service refused it. */
const FAILED_SEND = 2;

const SENDERS = [
  { userId: "usr-admin", name: "Alice Admin" },
  { userId: "usr-manager", name: "Made Putra Manajer" },
];

export const seedSentNotifications = seeded<CustomerNotification>("sentNotifications", (size) => {
  const random = createRandom("sentNotifications");
  const stores = seedStores(size);
  const count = size === "large" ? 3_000 : 36;
  const now = anchor();
  const people = seedAudienceData(size);
  return Array.from({ length: count }, (_, i) => {
    const [title, channel, message] = MESSAGES[i % MESSAGES.length]!;
    const kind = i % 4;
    const store = stores[i % Math.min(stores.length, 6)]!;
    const audience: Audience =
      kind === 0
        ? { type: "ALL", loyaltyId: null, tierId: null, storeId: null, userIds: [] }
        : kind === 1
          ? {
              type: "TIER",
              loyaltyId: "lyl-1",
              tierId: i % 8 === 1 ? "tier-1-2" : "tier-1-3",
              storeId: null,
              userIds: [],
            }
          : kind === 2
            ? { type: "STORE", loyaltyId: null, tierId: null, storeId: store.storeId, userIds: [] }
            : {
                type: "CHOSEN",
                loyaltyId: null,
                tierId: null,
                storeId: null,
                userIds: ["usr-customer"],
              };
    const audienceLabel =
      kind === 0
        ? "All customers"
        : kind === 1
          ? `${audience.tierId === "tier-1-2" ? "Gold" : "Platinum"} tier of Optik Prima Rewards`
          : kind === 2
            ? `Customers of ${store.storeName}`
            : "1 chosen customer";
    // Whom the audience rule selects in the seeded data (the audience count of the form agrees).
    const recipientCount = audienceMembersIn(people, audience).length;
    const notificationId = `snt-${i + 1}`;
    const sentAt =
      now - (i * 2 + 1) * DAY * (size === "large" ? 0.1 : 1) - random.int(0, 600) * 60_000;
    // One send in a thousand (snt-3, also snt-1003 and snt-2003 of the large data set: a recent push
    // to a store's customers) was refused by the push service as a whole and reached nobody.
    const failed = i % 1000 === FAILED_SEND;
    const receivedCount = failed ? 0 : deliveredOf(channel, recipientCount, notificationId);
    return {
      notificationId,
      channel,
      templateId: null,
      title,
      message,
      audience,
      audienceLabel,
      audienceName:
        kind === 1
          ? `${audience.tierId === "tier-1-2" ? "Gold" : "Platinum"} · Optik Prima Rewards`
          : kind === 2
            ? store.storeName
            : "",
      recipientCount,
      receivedCount,
      openedCount: openedOf(channel, receivedCount, notificationId, now - sentAt),
      sentAt: iso(sentAt),
      sentBy: SENDERS[i % SENDERS.length]!,
      scheduleId: null,
      createdAt: iso(sentAt),
      updatedAt: iso(sentAt),
    };
  });
});
