import { setDataSize } from "@/mocks/db";
import { db } from "@/mocks/node";
import { voucherUsesLeft } from "@resources/promotions/demo/exports";
import { rewardNeedsAttention } from "@resources/loyalty/schema/rules";
import { api, signIn } from "../mocks/api";

const live = { isArchived: false, rewardType: "VOUCHER" as const };

/** The rewards that need attention now, as the rule says, read from the database. */
const noUsesLeft = () =>
  db.rewards
    .all()
    .filter((r) =>
      rewardNeedsAttention("noUsesLeft", r, r.voucherId ? voucherUsesLeft(r.voucherId) : undefined),
    )
    .map((r) => r.rewardId)
    .sort();

describe("a reward's 'needs attention' kind", () => {
  it("noUsesLeft: a reward not archived whose voucher has no uses left to hand out", () => {
    expect(rewardNeedsAttention("noUsesLeft", live, 0)).toBe(true);
    expect(rewardNeedsAttention("noUsesLeft", live, 1)).toBe(false);
    // A voucher without a limit, or none at all, or a product reward: never.
    expect(rewardNeedsAttention("noUsesLeft", live, null)).toBe(false);
    expect(rewardNeedsAttention("noUsesLeft", live, undefined)).toBe(false);
    expect(rewardNeedsAttention("noUsesLeft", { ...live, rewardType: "PRODUCT" }, 0)).toBe(false);
    // Archived: no longer offered, nothing to act on.
    expect(rewardNeedsAttention("noUsesLeft", { ...live, isArchived: true }, 0)).toBe(false);
  });
});

describe("the rewards list's attention filter (demo API)", () => {
  it("lists exactly the rewards whose voucher is used or handed out to its total; an unknown kind lists none", async () => {
    const token = await signIn("admin@demo.test");
    const list = async (query: string) =>
      (await api("GET", `/rewards?${query}`, { token })).payload as {
        count: number;
        results: { rewardId: string }[];
      };
    const seeded = noUsesLeft();
    expect(seeded.length).toBeGreaterThan(0);
    const answer = await list("attention=noUsesLeft&_start=0&_end=100");
    expect(answer.results.map((r) => r.rewardId).sort()).toEqual(seeded);
    // The dashboard's count: one row, the list's total.
    expect((await list("attention=noUsesLeft&_start=0&_end=1")).count).toBe(seeded.length);
    expect((await list("attention=somethingElse")).count).toBe(0);

    // Handing out the last use of another reward's voucher adds that reward (and every reward of that voucher).
    const other = db.rewards
      .all()
      .find(
        (r) =>
          !r.isArchived &&
          r.rewardType === "VOUCHER" &&
          !seeded.includes(r.rewardId) &&
          r.voucherId,
      )!;
    const voucher = db.vouchers.get(other.voucherId!)!;
    const taken = db.voucherCodes.filter(
      (code) => code.voucherId === voucher.voucherId && code.state !== "UNUSED",
    ).length;
    db.vouchers.replace({ ...voucher, quota: taken + 1 });
    expect(
      (await list("attention=noUsesLeft&_start=0&_end=100")).results.map((r) => r.rewardId),
    ).not.toContain(other.rewardId);
    db.vouchers.replace({ ...db.vouchers.get(voucher.voucherId)!, quota: taken });
    const after = (await list("attention=noUsesLeft&_start=0&_end=100")).results.map(
      (r) => r.rewardId,
    );
    expect(after).toContain(other.rewardId);
    expect(after.sort()).toEqual(noUsesLeft());
    // Archived, it leaves the list's count.
    db.rewards.replace({ ...db.rewards.get(other.rewardId)!, isArchived: true });
    expect((await list("attention=noUsesLeft&_start=0&_end=1")).count).toBe(after.length - 1);
  });
});

describe("the seeded rewards worth a look", () => {
  afterEach(() => setDataSize("normal"));

  it.each(["normal", "large"] as const)(
    "has a reward whose voucher is used up (%s data)",
    (size) => {
      setDataSize(size);
      expect(noUsesLeft().length).toBeGreaterThanOrEqual(1);
    },
  );
});
