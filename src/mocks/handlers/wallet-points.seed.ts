import type { AnyRecord } from "../db/collection";
import { DAY, anchor, iso, seeded } from "../lib/seed";
import { customersOf } from "./users.seed";
import { createRandom } from "../lib/random";

export const seedWalletPoints = seeded<AnyRecord>("walletPoints", (size) => {
  const random = createRandom(`walletPoints:${size}`);
  const customers = customersOf(size);
  const now = anchor();
  const rows: AnyRecord[] = [];
  let n = 0;
  customers.forEach((customer, c) => {
    let balance = 0;
    const entries = size === "large" ? 2 : 3;
    for (let k = 0; k < entries; k++) {
      n++;
      const earn = k === 0 || random.chance(0.7);
      const type = earn
        ? random.chance(0.8)
          ? "EARN"
          : "ADD"
        : random.pick(["REDEEM", "REMOVE", "EXPIRE"]);
      const points = earn ? random.int(50, 1500) : Math.min(balance, random.int(50, 800));
      balance += earn ? points : -points;
      const createdMs =
        c < 30 && k === entries - 1 ? now - random.int(0, 6) * DAY : now - random.int(7, 365) * DAY;
      rows.push({
        wpId: `wp-${n}`,
        userId: customer.userId,
        customerName: customer.name,
        type,
        points,
        balanceAfter: balance,
        description:
          type === "EARN"
            ? "Points from a purchase"
            : type === "ADD"
              ? "Added by admin: service recovery"
              : type === "REDEEM"
                ? "Redeemed for a reward"
                : type === "REMOVE"
                  ? "Removed by admin: correction"
                  : "Points expired",
        transactionId:
          type === "EARN" ? `trx-${random.int(1, size === "large" ? 100_000 : 2_000)}` : null,
        createdAt: iso(createdMs),
        updatedAt: iso(createdMs),
      });
    }
  });
  return rows;
});
