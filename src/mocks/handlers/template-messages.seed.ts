import type { AnyRecord } from "../db/collection";
import { daysAgo, seeded } from "../lib/seed";

const EVENTS: [string, string, string][] = [
  ["ORDER_CREATED", "Order received", "Hi {{name}}, we received your order {{transactionCode}}."],
  [
    "PAYMENT_SUCCESS",
    "Payment successful",
    "Payment for {{transactionCode}} of {{total}} is confirmed.",
  ],
  [
    "ORDER_SHIPPED",
    "Order shipped",
    "Your order {{transactionCode}} is on its way with {{courier}}.",
  ],
  ["ORDER_READY_FOR_PICKUP", "Ready for pick-up", "Your glasses are ready at {{storeName}}."],
  ["PASSWORD_RESET", "Reset your password", "Open {{link}} to choose a new password."],
  ["WELCOME", "Welcome", "Welcome to {{siteName}}, {{name}}!"],
  ["POINTS_EARNED", "Points earned", "You earned {{points}} points."],
  ["REWARD_CLAIMED", "Reward claimed", "You claimed {{rewardName}}."],
];

export const seedTemplateMessages = seeded<AnyRecord>("templateMessages", () =>
  (["email", "push_notification"] as const).flatMap((channel, c) =>
    EVENTS.map(([event, title, body], i) => ({
      templateId: `tpl-${c * EVENTS.length + i + 1}`,
      templateName: `${title} (${channel === "email" ? "email" : "push"})`,
      channel,
      event,
      subject: channel === "email" ? title : null,
      title: channel === "push_notification" ? title : null,
      body,
      variables: [...body.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]),
      isActive: true,
      createdAt: daysAgo(400 - i),
      updatedAt: daysAgo(30 - i),
    })),
  ),
);
