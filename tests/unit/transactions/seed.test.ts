import { db } from "@/mocks/db";
import { anchor, setAnchor } from "@/mocks/lib/seed";
import { channelFee } from "@resources/payments/exports";
import { seedPaymentChannels } from "@resources/payments/demo/exports";
import { firstOrders, seedTransactions } from "@resources/transactions/demo/exports";
import { NOTE_COUNT, ORDERS_NAMED } from "@resources/notifications/demo/inbox.seed";
import { readTransactionSettings } from "@resources/transactions/demo/transaction-settings";
import { needsAttention } from "@resources/transactions/schema/transaction-rules";

/**
 * The seeded orders agree with the rest of the demo: each payment fee is its channel's rule applied to
 * the order, codes have the transaction settings' format, and each order's dates follow what happened.
 */
describe("seeded transactions", () => {
  const transactions = seedTransactions("normal");
  const channels = new Map(
    seedPaymentChannels("normal").map((channel) => [channel.paymentChannelId, channel]),
  );
  const ms = (value: string | null) => (value === null ? null : Date.parse(value));

  it("charge each order its channel's fee: fixed + percentage of total product + shipping", () => {
    const wrong: string[] = [];
    for (const trx of transactions) {
      const channel = channels.get(trx.paymentChannelId)!;
      const base = trx.subtotal + trx.shippingCost;
      const fee = channelFee(channel, base);
      if (
        trx.channelCode !== channel.channelCode ||
        trx.paymentFee !== fee ||
        trx.paymentFeeRule?.fixed !== channel.feeFixed ||
        trx.paymentFeeRule?.percent !== channel.feePercent ||
        trx.paymentFeeRule?.base !== base ||
        trx.total !== trx.subtotal + trx.shippingCost + trx.paymentFee - trx.discount
      )
        wrong.push(`${trx.transactionCode} ${trx.channelCode}: ${trx.paymentFee}, expected ${fee}`);
    }
    expect(wrong.slice(0, 5)).toEqual([]);
    // Every kind of rule is met: no fee, fixed only, percentage only, both.
    const kinds = new Set(
      transactions.map(
        (trx) => `${trx.paymentFeeRule.fixed > 0}/${trx.paymentFeeRule.percent > 0}`,
      ),
    );
    expect([...kinds].sort()).toEqual(["false/false", "false/true", "true/false", "true/true"]);
  });

  it("charge no fee for a manual transfer and 2 % for an e-wallet", () => {
    const manual = transactions.filter((trx) => trx.channelCode.startsWith("MANUAL_"));
    expect(manual.length).toBeGreaterThan(0);
    expect(manual.every((trx) => trx.paymentFee === 0)).toBe(true);
    const wallets = transactions.filter((trx) =>
      ["GOPAY", "OVO", "DANA", "SHOPEEPAY"].includes(trx.channelCode),
    );
    expect(wallets.length).toBeGreaterThan(0);
    for (const trx of wallets)
      expect(trx.paymentFee).toBe(Math.ceil(((trx.subtotal + trx.shippingCost) * 2) / 100));
  });

  /** What is wrong with the seeded orders' codes and dates at the seeding's `now` (at most 5). */
  const wrongDates = (rows: typeof transactions, now: number) => {
    const settings = readTransactionSettings();
    const code = new RegExp(
      `^${settings.TRX_CODE_PREFIX}\\d{${settings.TRX_CODE_NUMERIC_LENGTH}}$`,
    );
    const payment = new RegExp(
      `^${settings.PAYMENT_CODE_PREFIX}\\d{${settings.PAYMENT_CODE_NUMERIC_LENGTH}}$`,
    );
    const expiryMs = settings.TRX_PAYMENT_EXPIRY_IN_MINUTES * 60_000;
    const wrong: string[] = [];
    if (new Set(rows.map((trx) => trx.transactionCode)).size !== rows.length)
      wrong.push("codes repeat");
    rows.forEach((trx, n) => {
      const created = ms(trx.createdAt)!;
      const times = trx.statusHistory.map((entry) => ms(entry.at)!);
      const paid = trx.statusHistory.find((entry) => entry.to === "PAID");
      const last = trx.statusHistory.at(-1)!;
      const expires = ms(trx.paymentExpiresAt)!;
      const problems = [
        !code.test(trx.transactionCode) && "transaction code out of format",
        !payment.test(trx.paymentCode) && "payment code out of format",
        n > 0 &&
          created < ms(rows[n - 1]!.createdAt)! &&
          "placed before the order numbered before it",
        times[0] !== created && "first step is not the creation",
        times.some((time, i) => i > 0 && time < times[i - 1]!) && "steps out of order",
        ms(trx.updatedAt)! !== times.at(-1) && "updatedAt is not the last step",
        created > ms(trx.updatedAt)! && "created after updated",
        times.at(-1)! > now && "a step after now",
        last.to !== trx.status && "status is not the last step",
        (paid ? ms(paid.at) : null) !== ms(trx.paidAt) && "paidAt is not the paid step",
        expires !== created + expiryMs && "payment expiry is not the setting's",
        paid && ms(paid.at)! > expires && "paid after the payment expired",
        trx.status === "WAITING_PAYMENT" && expires <= now && "still waiting after the expiry",
        last.to === "EXPIRED" && ms(last.at)! < expires && "expired before the expiry",
        last.to === "CANCELLED" && ms(last.at)! > expires && "cancelled after the expiry",
      ].filter(Boolean);
      if (problems.length) wrong.push(`${trx.transactionCode}: ${problems.join(", ")}`);
    });
    return wrong.slice(0, 5);
  };

  it("have the transaction settings' codes, and dates in the order things happened, none after the seeding's now", () => {
    expect(wrongDates(transactions, anchor())).toEqual([]);
  });

  it("have a few orders paid too long ago to wait, and one whose payment runs out today, whatever the hour", () => {
    const now = anchor();
    const day = new Date(now);
    // The seeding's own hour, the last minutes of its day (after 23:00 the newest order's payment
    // runs out tomorrow), and its first minute.
    const hours: [number, number][] = [
      [23, 40],
      [23, 59],
      [0, 0],
    ];
    const anchors = [
      now,
      ...hours.map(([h, m]) =>
        new Date(day.getFullYear(), day.getMonth(), day.getDate(), h, m).getTime(),
      ),
    ];
    try {
      for (const at of anchors) {
        setAnchor(at);
        const rows = seedTransactions("normal");
        const context = { now: at, processWithinHours: 24 };
        const overdue = rows.filter((trx) => needsAttention("overdue", trx, context));
        const today = rows.filter((trx) => needsAttention("expiresToday", trx, context));
        const when = new Date(at).toString();
        expect(overdue.length, when).toBe(4);
        expect(today.length, when).toBeGreaterThanOrEqual(1);
        expect(wrongDates(rows, at), when).toEqual([]);
      }
    } finally {
      setAnchor(now);
    }
  });

  it("have change-log entries that tell the moves of their timelines, at the same time by the same person", () => {
    const logs = db.changeLogs.filter((log) => log.entity === "transaction");
    expect(logs.length).toBe(30);
    const byId = new Map(transactions.map((trx) => [trx.transactionId, trx]));
    const wrong: string[] = [];
    for (const log of logs) {
      const trx = byId.get(log.entityId)!;
      const status = log.changes.find((change) => change.field === "status")!;
      const move = trx.statusHistory.find(
        (entry) => entry.from === status.before && entry.to === status.after,
      );
      if (!move || move.at !== log.createdAt || move.by.userId !== log.changedBy.userId)
        wrong.push(
          `${trx.transactionCode}: ${status.before} → ${status.after} at ${log.createdAt}`,
        );
    }
    expect(wrong.slice(0, 5)).toEqual([]);
  });
});

/**
 * The staff's notes name orders without generating every one of them (the large data set has
 * 100,000): the oldest orders of a set are seedTransactions' first ones, and enough of them are paid.
 */
describe("the oldest orders of a data set (firstOrders)", () => {
  it("are seedTransactions' first orders: ids, codes and payment statuses", () => {
    const all = seedTransactions("normal");
    expect(firstOrders("normal", 300)).toEqual(
      all.slice(0, 300).map(({ transactionId, transactionCode, paymentStatus }) => ({
        transactionId,
        transactionCode,
        paymentStatus,
      })),
    );
  });

  it.each(["normal", "large"] as const)(
    "hold more paid orders than there are notes to name them (%s data)",
    (size) => {
      const orders = firstOrders(size, ORDERS_NAMED);
      expect(orders).toHaveLength(ORDERS_NAMED);
      expect(orders.filter((order) => order.paymentStatus === "PAID").length).toBeGreaterThan(
        NOTE_COUNT,
      );
    },
  );
});
