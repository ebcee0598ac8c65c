import { db } from "@/mocks/node";
import { runningBalances } from "@resources/loyalty/schema/rules";
import { ledgerOf } from "@resources/loyalty/demo/loyalty.members";
import { api, signIn } from "./api";

type Reward = ReturnType<typeof db.rewards.all>[number];

/** A voucher reward open to every tier, not archived, not ended yet, that `also` accepts. */
const voucherReward = (also: (reward: Reward) => boolean) =>
  db.rewards
    .all()
    .find(
      (r) =>
        r.rewardType === "VOUCHER" &&
        r.tierIds.length === 0 &&
        !r.isArchived &&
        r.endAt > new Date().toISOString() &&
        also(r),
    )!;

describe("demo API: loyalty, wallet points and rewards", () => {
  it("seeds wallets whose balance is their ledger's last balance, never below zero", () => {
    const wallets = db.walletPoints.all();
    expect(wallets.length).toBeGreaterThan(300);
    for (const wallet of wallets.slice(0, 200)) {
      const entries = ledgerOf(wallet.wpId);
      const { balances, balance, firstOverdraft } = runningBalances(entries);
      expect(firstOverdraft).toBeUndefined();
      expect(balance).toBe(wallet.balance);
      expect(entries.map((e) => e.balanceAfter)).toEqual(balances);
    }
    // Every seeded REDEEM entry is one claim of the reward it names.
    const redeems = db.walletLedger.filter((e) => e.type === "REDEEM");
    expect(redeems.length).toBe(db.rewardClaims.all().length);
  });

  it("never lets two concurrent removals take a balance below zero", async () => {
    const token = await signIn("admin@demo.test");
    const wallet = db.walletPoints.all().find((w) => w.balance >= 100)!;
    const share = Math.ceil(wallet.balance * 0.6);
    const answers = await Promise.all(
      [1, 2].map(() =>
        api("POST", `/wallet-points/${wallet.wpId}/remove-point`, {
          token,
          body: { points: share, reason: "Correction" },
        }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 422]);
    expect(db.walletPoints.get(wallet.wpId)!.balance).toBe(wallet.balance - share);
    // The staff member's stale view of the wallet is refused, not applied.
    const stale = await api("POST", `/wallet-points/${wallet.wpId}/add-point`, {
      token,
      body: { points: 10, reason: "Goodwill", updatedAt: wallet.updatedAt },
    });
    expect(stale.status).toBe(409);
    expect(stale.message).toMatch(/Someone else changed this wallet/);
  });

  it("claims a reward: points deducted, stock lowered, a voucher code issued; refusals say why", async () => {
    const token = await signIn("admin@demo.test");
    const reward = voucherReward((r) => r.stock > 0);
    const wallet = db.walletPoints.all().find((w) => w.loyaltyId === reward.loyaltyId)!;
    await api("POST", `/wallet-points/${wallet.wpId}/add-point`, {
      token,
      body: { points: reward.pointCost, reason: "Top up for the test" },
    });
    const before = db.walletPoints.get(wallet.wpId)!.balance;
    const [candidate] = (
      await api("GET", `/rewards/${reward.rewardId}/claim-candidates?userId=${wallet.userId}`, {
        token,
      })
    ).payload;
    expect(candidate.balance).toBe(before);
    const claimed = await api("POST", `/rewards/${reward.rewardId}/claims`, {
      token,
      body: { userId: wallet.userId },
    });
    expect(claimed.status).toBe(201);
    expect(claimed.payload.issued.kind).toBe("VOUCHER");
    expect(claimed.payload.issued.voucherCode).toMatch(/\w{4,}/);
    expect(db.walletPoints.get(wallet.wpId)!.balance).toBe(before - reward.pointCost);
    expect(db.rewards.get(reward.rewardId)!.stock).toBe(reward.stock - 1);
    expect(ledgerOf(wallet.wpId).at(-1)).toMatchObject({
      type: "REDEEM",
      rewardId: reward.rewardId,
    });

    const outOfStock = db.rewards.all().find((r) => r.stock === 0)!;
    const refused = await api("POST", `/rewards/${outOfStock.rewardId}/claims`, {
      token,
      body: { userId: wallet.userId },
    });
    expect(refused.status).toBe(409);
    expect(refused.message).toMatch(/out of stock/);
  });

  it("counts the voucher's own rules: eligibility and the claim agree; the last use goes to one of two concurrent claims", async () => {
    const token = await signIn("admin@demo.test");
    const reward = voucherReward((r) => r.isActive && r.startAt < new Date().toISOString());
    db.rewards.replace({ ...reward, stock: 10, perCustomerLimit: null });
    const wallets = db.walletPoints.all().filter((w) => w.loyaltyId === reward.loyaltyId);
    const [first, second] = wallets.filter((w) => w.balance >= reward.pointCost);
    expect(first && second).toBeTruthy();
    // One use left of the voucher: what is used or already handed out counts against its total.
    const voucher = db.vouchers.get(reward.voucherId!)!;
    const taken = db.voucherCodes.filter(
      (code) => code.voucherId === voucher.voucherId && code.state !== "UNUSED",
    ).length;
    db.vouchers.replace({ ...voucher, quota: taken + 1 });

    const eligible = async (userId: string) =>
      (
        await api("GET", `/rewards/${reward.rewardId}/claim-candidates?userId=${userId}`, {
          token,
        })
      ).payload[0];
    expect((await eligible(first!.userId)).refusals).toEqual([]);

    const ledgerBefore = [ledgerOf(first!.wpId).length, ledgerOf(second!.wpId).length];
    const answers = await Promise.all(
      [first!, second!].map((wallet) =>
        api("POST", `/rewards/${reward.rewardId}/claims`, {
          token,
          body: { userId: wallet.userId },
        }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    const refused = answers.find((answer) => answer.status === 409)!;
    expect(refused.message).toMatch(/has no uses left/);
    // The refused claim took no points and wrote no ledger entry.
    const ledgerAfter = [ledgerOf(first!.wpId).length, ledgerOf(second!.wpId).length];
    expect(ledgerAfter[0]! + ledgerAfter[1]!).toBe(ledgerBefore[0]! + ledgerBefore[1]! + 1);

    // The dialog no longer offers anyone: the VOUCHER rule fails, with its reason.
    const after = await eligible(wallets.find((w) => w !== first && w !== second)!.userId);
    expect(after.checks).toContainEqual({ rule: "VOUCHER", ok: false, reason: "NO_USES_LEFT" });
    expect(after.refusals.map((refusal: { message: string }) => refusal.message)).toContainEqual(
      expect.stringMatching(/has no uses left/),
    );

    // A voucher not started yet hands nothing out either.
    db.vouchers.replace({
      ...db.vouchers.get(voucher.voucherId)!,
      quota: null,
      startAt: new Date(Date.now() + 86_400_000).toISOString(),
    });
    expect((await eligible(first!.userId)).checks).toContainEqual({
      rule: "VOUCHER",
      ok: false,
      reason: "SCHEDULED",
    });
  });

  it("refuses a number past its bound with 422 naming the field and the bound (never clamped); none is null", async () => {
    const token = await signIn("admin@demo.test");
    const programme = db.loyalty.get("lyl-3")!;
    const rate = await api("PATCH", "/loyalty/lyl-3", {
      token,
      body: { earningRules: { ...programme.earningRules, baseRate: -1 } },
    });
    expect(rate.status).toBe(422);
    expect(rate.payload.errors["earningRules.baseRate"]).toBe("Base rate must be at least 0.");
    expect(db.loyalty.get("lyl-3")!.earningRules.baseRate).toBe(programme.earningRules.baseRate);

    const cost = await api("PATCH", "/rewards/rwd-2", { token, body: { pointCost: 20_000_000 } });
    expect(cost.status).toBe(422);
    expect(cost.payload.errors.pointCost).toBe("Cost in points must be at most 10000000.");
    const wallet = db.walletPoints.all()[0]!;
    const fraction = await api("POST", `/wallet-points/${wallet.wpId}/add-point`, {
      token,
      body: { points: 2.5, reason: "Half a point" },
    });
    expect(fraction.status).toBe(422);
    expect(fraction.payload.errors.points).toBe("Points must be a whole number.");
    expect(db.walletPoints.get(wallet.wpId)!.balance).toBe(wallet.balance);

    const none = await api("PATCH", "/rewards/rwd-2", {
      token,
      body: { perCustomerLimit: null, description: null },
    });
    expect(none.status).toBe(200);
    expect(db.rewards.get("rwd-2")).toMatchObject({ perCustomerLimit: null, description: null });
  });

  it("an archived programme takes no new members", async () => {
    const token = await signIn("admin@demo.test");
    const member = new Set(db.walletPoints.all().map((w) => w.userId));
    const outsider = db.users
      .all()
      .find((u) => u.userType === "CUSTOMER" && !member.has(u.userId))!;
    const refused = await api("POST", "/loyalty/lyl-4/members", {
      token,
      body: { userId: outsider.userId },
    });
    expect(refused.status).toBe(409);
    expect(refused.message).toMatch(/archived/);
    const enrolled = await api("POST", "/loyalty/lyl-1/members", {
      token,
      body: { userId: outsider.userId },
    });
    expect(enrolled.status).toBe(201);
    expect(enrolled.payload).toMatchObject({ balance: 0, tierName: "Silver" });
  });
});
