import { configure, screen, waitFor, within } from "@testing-library/react";
import { db } from "@/mocks/node";
import { renderPage } from "@tests/helpers/render-page";

configure({ asyncUtilTimeout: 10000 });
vi.setConfig({ testTimeout: 120_000 });

const ADMIN = "admin@demo.test";
const points = (value: number) => new Intl.NumberFormat("id-ID").format(value);

/** Searches the claim dialog for a customer and picks them. */
async function pick(
  user: {
    click: (e: Element) => Promise<void>;
    clear: (e: Element) => Promise<void>;
    type: (e: Element, text: string) => Promise<void>;
  },
  email: string,
  name: string,
) {
  const dialog = within(await screen.findByRole("dialog"));
  const search = dialog.getByRole("searchbox", {
    name: "Find the customer by name, email or phone",
  });
  await user.clear(search);
  await user.type(search, `${email}{Enter}`);
  await user.click(await dialog.findByRole("button", { name: `Choose ${name}` }));
  return dialog;
}

/** A wallet in one of the reward's tiers with enough points for it. */
const tierMemberWhoCanAfford = (reward: { tierIds: string[]; pointCost: number }) =>
  db.walletPoints
    .all()
    .find(
      (w) =>
        w.tierId !== null && reward.tierIds.includes(w.tierId) && w.balance >= reward.pointCost,
    )!;

describe("claiming a reward for a customer", () => {
  it("says why a claim is refused, for every rule, and claims it once all are met", async () => {
    const reward = db.rewards.get("rwd-4")!; // Rp100.000 voucher: Gold and above, Optik Prima Rewards
    const silver = db.walletPoints
      .all()
      .find(
        (w) =>
          w.loyaltyId === reward.loyaltyId &&
          w.tierId === "tier-1-1" &&
          w.balance < reward.pointCost,
      )!;
    const other = db.walletPoints.all().find((w) => w.loyaltyId === "lyl-2")!;
    const members = new Set(db.walletPoints.all().map((w) => w.userId));
    const outsider = db.users
      .all()
      .find((u) => u.userType === "CUSTOMER" && !members.has(u.userId))!;
    // The silver member already claimed it once; the reward is inactive, out of stock, limited to one.
    db.rewards.replace({ ...reward, isActive: false, stock: 0, perCustomerLimit: 1 });
    const at = new Date().toISOString();
    db.rewardClaims.insert({
      claimId: "rcl-test",
      rewardId: reward.rewardId,
      rewardName: reward.rewardName,
      userId: silver.userId,
      customerName: silver.customerName,
      wpId: silver.wpId,
      points: reward.pointCost,
      issued: { kind: "PRODUCT", productId: "x", productName: "x" },
      claimedBy: { userId: "usr-admin", name: "Alice Admin" },
      createdAt: at,
      updatedAt: at,
    });

    const { user } = await renderPage({ user: ADMIN, url: `/rewards/${reward.rewardId}` });
    await screen.findByRole("heading", { name: reward.rewardName });
    await user.click(screen.getByRole("button", { name: "Claim for a customer" }));

    let dialog = await pick(user, silver.customerEmail, silver.customerName);
    const checks = await dialog.findByRole("list", { name: "What the claim needs" });
    expect(checks).toHaveTextContent("Not met:This reward is inactive: it cannot be claimed.");
    expect(checks).toHaveTextContent("Not met:This reward is out of stock.");
    expect(checks).toHaveTextContent(
      "Not met:Only Gold, Platinum, Diamond members may claim this reward; the customer is Silver.",
    );
    expect(checks).toHaveTextContent(
      "Not met:The customer has already claimed it 1 time, the limit per customer.",
    );
    expect(checks).toHaveTextContent(
      `Not met:Not enough points: the customer has ${points(silver.balance)}, the reward costs ${points(reward.pointCost)}.`,
    );
    expect(checks).toHaveTextContent("Met:The customer is a member of Optik Prima Rewards.");
    expect(dialog.getByRole("button", { name: /^Claim for/ })).toBeDisabled();

    await user.click(dialog.getByRole("button", { name: "Choose another customer" }));
    dialog = await pick(user, other.customerEmail, other.customerName);
    expect(await dialog.findByRole("list", { name: "What the claim needs" })).toHaveTextContent(
      "Not met:This reward is for members of Optik Prima Rewards; the customer belongs to another programme.",
    );
    await user.click(dialog.getByRole("button", { name: "Choose another customer" }));
    dialog = await pick(user, outsider.email, outsider.name);
    expect(await dialog.findByRole("list", { name: "What the claim needs" })).toHaveTextContent(
      "Not met:This customer is not a member of any loyalty programme, so they have no points.",
    );

    // Every rule met: a Gold member with enough points claims it.
    db.rewards.replace({ ...reward, isActive: true, stock: 5, perCustomerLimit: 1 });
    const gold = tierMemberWhoCanAfford(reward);
    await user.click(dialog.getByRole("button", { name: "Choose another customer" }));
    dialog = await pick(user, gold.customerEmail, gold.customerName);
    const confirm = await dialog.findByRole("button", {
      name: `Claim for ${gold.customerName} (${points(reward.pointCost)} points)`,
    });
    await waitFor(() => expect(confirm).toBeEnabled());
    expect(
      dialog.getByText(points(gold.balance - reward.pointCost) + " points"),
    ).toBeInTheDocument();
    await user.click(confirm);
    expect(await dialog.findByText(`Claimed for ${gold.customerName}`)).toBeInTheDocument();
    const claim = db.rewardClaims
      .all()
      .find((c) => c.userId === gold.userId && c.rewardId === reward.rewardId)!;
    expect(claim.issued.kind).toBe("VOUCHER");
    expect(
      dialog.getByText(claim.issued.kind === "VOUCHER" ? claim.issued.voucherCode : ""),
    ).toBeInTheDocument();
    expect(db.walletPoints.get(gold.wpId)!.balance).toBe(gold.balance - reward.pointCost);
    expect(db.rewards.get(reward.rewardId)!.stock).toBe(4);
    await user.click(dialog.getByRole("button", { name: "Done" }));
    const claims = await screen.findByRole("table", { name: "Claims" });
    expect(await within(claims).findByText(gold.customerName)).toBeInTheDocument();
  });

  it("offers no one a voucher reward whose voucher has no uses left, and says why", async () => {
    const reward = db.rewards.get("rwd-4")!;
    const voucher = db.vouchers.get(reward.voucherId!)!;
    const taken = db.voucherCodes.filter(
      (code) => code.voucherId === voucher.voucherId && code.state !== "UNUSED",
    ).length;
    db.vouchers.replace({ ...voucher, quota: taken });
    const gold = tierMemberWhoCanAfford(reward);
    const { user } = await renderPage({ user: ADMIN, url: `/rewards/${reward.rewardId}` });
    await screen.findByRole("heading", { name: reward.rewardName });
    await user.click(screen.getByRole("button", { name: "Claim for a customer" }));
    const dialog = await pick(user, gold.customerEmail, gold.customerName);
    expect(await dialog.findByRole("list", { name: "What the claim needs" })).toHaveTextContent(
      `Not met:The voucher ${voucher.voucherName} has no uses left: every use is used or already handed out.`,
    );
    expect(dialog.getByRole("button", { name: /^Claim for/ })).toBeDisabled();
  });
});
