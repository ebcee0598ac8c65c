import { db } from "@/mocks/node";
import { anchor, setAnchor } from "@/mocks/lib/seed";
import { runningBalances } from "@resources/loyalty/schema/rules";
import { addLedgerEntry, ledgerOf, walletOf } from "@resources/loyalty/demo/loyalty.members";
import { seedWalletLedger, seedWalletPoints } from "@resources/loyalty/demo/wallet-points.seed";
import { api, signIn } from "./api";

const DAY = 86_400_000;

/** A seeded order waiting for payment whose customer has a wallet in an open programme. */
function waitingOrderOfMember() {
  const order = db.transactions.find((trx) => {
    if (trx.status !== "WAITING_PAYMENT" || trx.items.length === 0) return false;
    const wallet = walletOf(trx.customerId);
    return !!wallet && !db.loyalty.get(wallet.loyaltyId)?.isArchived;
  })!;
  return { order, wallet: walletOf(order.customerId)! };
}

const move = (token: string, id: string, status: string) =>
  api("POST", `/transactions/${id}/status`, { token, body: { status, note: `To ${status}` } });

describe("demo API: a purchase's points, its return window and its refund", () => {
  it("seeds every wallet so that its ledger sums to its balance and its newest entry's balance-after is the balance", async () => {
    const wallets = db.walletPoints.all();
    expect(wallets.length).toBeGreaterThan(300);
    const token = await signIn("admin@demo.test");
    for (const wallet of wallets) {
      const entries = ledgerOf(wallet.wpId);
      const { balance, firstOverdraft } = runningBalances(entries);
      expect(firstOverdraft, wallet.wpId).toBeUndefined();
      expect(balance, wallet.wpId).toBe(wallet.balance);
      expect(entries.at(-1)?.balanceAfter ?? 0, wallet.wpId).toBe(wallet.balance);
    }
    // What the wallet page shows: the balance card and the first ledger row (newest first) agree.
    for (const wallet of wallets.filter((_, i) => i % 40 === 0)) {
      const shown = await api("GET", `/wallet-points/${wallet.wpId}`, { token });
      const newest = await api("GET", `/wallet-points/${wallet.wpId}/ledger?_start=0&_end=1`, {
        token,
      });
      expect(newest.payload.results[0]?.balanceAfter ?? 0).toBe(shown.payload.balance);
    }
  });

  it("seeds the same wallets and ledger again from the same 'now' (times do not move between visits)", () => {
    const now = anchor();
    try {
      const first = JSON.stringify([seedWalletPoints("normal"), seedWalletLedger("normal")]);
      setAnchor(now - 3 * DAY);
      const other = JSON.stringify([seedWalletPoints("normal"), seedWalletLedger("normal")]);
      setAnchor(now);
      const again = JSON.stringify([seedWalletPoints("normal"), seedWalletLedger("normal")]);
      expect(again).toBe(first);
      expect(other).not.toBe(first);
    } finally {
      setAnchor(now);
    }
  });

  it("gives a paid order's points as pending until the return window ends, and a refund takes them back", async () => {
    const token = await signIn("admin@demo.test");
    const { order, wallet } = waitingOrderOfMember();
    const before = db.walletPoints.get(wallet.wpId)!;

    expect((await move(token, order.transactionId, "PAID")).status).toBe(200);
    const earned = ledgerOf(wallet.wpId).at(-1)!;
    expect(earned).toMatchObject({
      type: "EARN",
      transactionId: order.transactionId,
      transactionCode: order.transactionCode,
    });
    expect(earned.points).toBeGreaterThan(0);
    // The seeded return window is 7 days from the payment.
    const paidAt = Date.parse(db.transactions.get(order.transactionId)!.paidAt!);
    expect(Date.parse(earned.availableAt!)).toBe(paidAt + 7 * DAY);

    const shown = await api("GET", `/wallet-points/${wallet.wpId}`, { token });
    expect(shown.payload.balance).toBe(before.balance + earned.points);
    expect(shown.payload.pendingPoints).toBe(before.pendingPoints + earned.points);
    expect(shown.payload.pendingAvailableAt).not.toBeNull();

    // Pending points cannot be removed (nor redeemed): only what could be spent before.
    const spendable = before.balance - before.pendingPoints;
    const tooMany = await api("POST", `/wallet-points/${wallet.wpId}/remove-point`, {
      token,
      body: { points: spendable + 1, reason: "Correction" },
    });
    expect(tooMany.status).toBe(422);
    expect(JSON.stringify(tooMany)).toMatch(/inside their return window/);

    // The refund takes them back, named by the order's code, and the balance is as before.
    expect((await move(token, order.transactionId, "PROCESSING")).status).toBe(200);
    expect((await move(token, order.transactionId, "REFUNDED")).status).toBe(200);
    const reverse = ledgerOf(wallet.wpId).at(-1)!;
    expect(reverse).toMatchObject({
      type: "REVERSE",
      points: earned.points,
      transactionCode: order.transactionCode,
    });
    expect(reverse.note).toContain(order.transactionCode);
    const after = await api("GET", `/wallet-points/${wallet.wpId}`, { token });
    expect(after.payload.balance).toBe(before.balance);
    expect(after.payload.pendingPoints).toBe(before.pendingPoints);
  });

  it("gives the points at once with a return window of 0 days, and a refund takes back only what is left to spend", async () => {
    const token = await signIn("admin@demo.test");
    const settings = await api("GET", "/app-config-settings/transaction", { token });
    const saved = await api("PATCH", "/app-config-settings/transaction", {
      token,
      body: {
        ...Object.fromEntries(
          Object.entries(settings.payload).filter(
            ([key]) => !["settingId", "nextNumber", "updatedBy"].includes(key),
          ),
        ),
        TRX_RETURN_WINDOW_IN_DAYS: 0,
      },
    });
    expect(saved.status).toBe(200);
    const { order, wallet } = waitingOrderOfMember();
    await move(token, order.transactionId, "PAID");
    const earned = ledgerOf(wallet.wpId).at(-1)!;
    expect(earned.availableAt).toBeNull();
    // The customer spends all they can, then the order is refunded: nothing goes below zero.
    const now = (await api("GET", `/wallet-points/${wallet.wpId}`, { token })).payload;
    const spendable = now.balance - now.pendingPoints;
    const spent = spendable - Math.floor(earned.points / 2);
    await api("POST", `/wallet-points/${wallet.wpId}/remove-point`, {
      token,
      body: { points: spent, reason: "Spent at the counter" },
    });
    await move(token, order.transactionId, "PROCESSING");
    await move(token, order.transactionId, "REFUNDED");
    const reverse = ledgerOf(wallet.wpId).at(-1)!;
    expect(reverse.type).toBe("REVERSE");
    expect(reverse.points).toBe(Math.floor(earned.points / 2));
    expect(reverse.note).toMatch(/had spent the rest/);
    expect(db.walletPoints.get(wallet.wpId)!.balance).toBe(now.pendingPoints);
  });

  it("refuses the return window outside 0 to 90 days on its field", async () => {
    const token = await signIn("admin@demo.test");
    const settings = await api("GET", "/app-config-settings/transaction", { token });
    const body = Object.fromEntries(
      Object.entries(settings.payload).filter(
        ([key]) => !["settingId", "nextNumber", "updatedBy"].includes(key),
      ),
    );
    for (const days of [-1, 91, 2.5]) {
      const answer = await api("PATCH", "/app-config-settings/transaction", {
        token,
        body: { ...body, TRX_RETURN_WINDOW_IN_DAYS: days },
      });
      expect(answer.status).toBe(422);
      expect(JSON.stringify(answer.payload)).toContain("TRX_RETURN_WINDOW_IN_DAYS");
    }
  });

  it("refuses a claim paid with pending points, says why, and takes nothing", async () => {
    const token = await signIn("admin@demo.test");
    const now = new Date().toISOString();
    const reward = db.rewards
      .all()
      .find(
        (r) =>
          r.tierIds.length === 0 &&
          r.stock > 0 &&
          r.isActive &&
          !r.isArchived &&
          r.startAt < now &&
          r.endAt > now &&
          r.rewardType === "PRODUCT",
      )!;
    db.rewards.replace({ ...reward, perCustomerLimit: null });
    const wallet = db.walletPoints.find((w) => w.loyaltyId === reward.loyaltyId)!;
    // Everything the customer could spend goes, then a purchase brings the cost, still pending.
    const spendable = wallet.balance - wallet.pendingPoints;
    if (spendable > 0)
      addLedgerEntry(wallet.wpId, { type: "REMOVE", points: spendable, note: "Test" });
    addLedgerEntry(wallet.wpId, {
      type: "EARN",
      points: reward.pointCost,
      note: "Points from purchase TRX-TEST.",
      transaction: { transactionId: "trx-test", transactionCode: "TRX-TEST" },
      availableAt: new Date(Date.now() + 3 * DAY).toISOString(),
    });
    const before = db.walletPoints.get(wallet.wpId)!;
    expect(before.balance).toBeGreaterThanOrEqual(reward.pointCost);

    const [candidate] = (
      await api("GET", `/rewards/${reward.rewardId}/claim-candidates?userId=${wallet.userId}`, {
        token,
      })
    ).payload;
    expect(candidate.balance).toBe(0);
    expect(candidate.refusals.map((r: { rule: string }) => r.rule)).toEqual(["POINTS"]);
    expect(candidate.refusals[0].message).toMatch(/still inside their return window/);
    const refused = await api("POST", `/rewards/${reward.rewardId}/claims`, {
      token,
      body: { userId: wallet.userId },
    });
    expect(refused.status).toBe(409);
    expect(refused.message).toMatch(/return window/);
    expect(db.walletPoints.get(wallet.wpId)!.balance).toBe(before.balance);
    expect(ledgerOf(wallet.wpId).at(-1)!.type).toBe("EARN");
  });
});
