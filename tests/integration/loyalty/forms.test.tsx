import { configure, screen, waitFor } from "@testing-library/react";
import { db } from "@/mocks/node";
import { currentUrl, renderPage } from "@tests/helpers/render-page";
import { choose, fill, fillNumber, formItemOf, pickDate, saveButton } from "../catalogue/helpers";

configure({ asyncUtilTimeout: 10000 });
vi.setConfig({ testTimeout: 120_000 });

const ADMIN = "admin@demo.test";

describe("programme and reward forms", () => {
  it("adds a programme: an end before the start is refused, then it is saved with requirement type POINT and opens", async () => {
    const before = db.loyalty.all().length;
    const { user } = await renderPage({ user: ADMIN, url: "/loyalty/add" });
    await fill(user, "Programme name", "Optik Kids Club");
    await pickDate(user, "Start date", "01/01/2027");
    await pickDate(user, "End date", "01/12/2026");
    await user.click(saveButton());
    expect(await screen.findByText("The end must be after the start.")).toBeInTheDocument();
    expect(db.loyalty.all()).toHaveLength(before);

    await pickDate(user, "End date", "31/12/2027");
    await user.click(screen.getAllByLabelText("Tier name")[0]!);
    await user.paste("Starter");
    await user.click(saveButton());
    await waitFor(() => expect(db.loyalty.all()).toHaveLength(before + 1));
    const created = db.loyalty.all().find((row) => row.loyaltyName === "Optik Kids Club")!;
    expect(created).toMatchObject({ requirementType: "POINT", isActive: true });
    expect(created.tiers.map((tier) => tier.name)).toEqual(["Starter"]);
    await waitFor(() => expect(currentUrl()).toBe(`/loyalty/${created.loyaltyId}`));
  });

  it("adds a reward that gives a voucher, claimable by the programme's members for a cost in points", async () => {
    const voucher = db.vouchers.all().find((row) => row.isActive && !row.isArchived)!;
    const programme = db.loyalty.get("lyl-1")!;
    const before = db.rewards.all().length;
    const { user } = await renderPage({ user: ADMIN, url: "/rewards/add" });
    await fill(user, "Reward name", "Free anti-fog spray");
    // The voucher picker searches the server: type the name, then pick it.
    const voucherBox = screen.getByLabelText("Voucher", { selector: "input[role=combobox]" });
    await user.click(voucherBox);
    await user.paste(voucher.voucherName);
    await choose(user, "Voucher", voucher.voucherName);
    await choose(user, "Programme", programme.loyaltyName);
    await fillNumber(user, "Cost in points", "300");
    await fillNumber(user, "Stock", "40");
    await pickDate(user, "Claimable from", "01/01/2027");
    await pickDate(user, "Claimable until", "30/06/2027");
    await user.click(saveButton());
    await waitFor(() => expect(db.rewards.all()).toHaveLength(before + 1));
    const created = db.rewards.all().find((row) => row.rewardName === "Free anti-fog spray")!;
    expect(created).toMatchObject({
      rewardType: "VOUCHER",
      voucherId: voucher.voucherId,
      loyaltyId: programme.loyaltyId,
      pointCost: 300,
      stock: 40,
      isActive: true,
    });
    await waitFor(() => expect(currentUrl()).toBe(`/rewards/${created.rewardId}`));
  });

  it("adds a tier to a programme (a shared name refused on its field first) and changes a reward's cost", async () => {
    const { user, unmount } = await renderPage({ user: ADMIN, url: "/loyalty/lyl-2/edit" });
    await waitFor(
      () => expect(screen.getByLabelText("Programme name")).toHaveValue("Kacamata Club"),
      { timeout: 30_000 },
    );
    await user.click(screen.getByRole("button", { name: "Add tier" }));
    const names = await screen.findAllByLabelText("Tier name");
    await user.click(names[2]!);
    await user.paste("VIP");
    const thresholds = screen.getAllByLabelText("Points to reach");
    await user.click(thresholds[2]!);
    await user.paste("4000");
    await user.click(saveButton());
    // Two tiers cannot share a name: the form says so on the new tier's name (the schema's rule, the server's too).
    await waitFor(() =>
      expect(formItemOf(screen.getAllByLabelText("Tier name")[2]!)).toHaveTextContent(
        "Two tiers cannot share a name.",
      ),
    );
    expect(db.loyalty.get("lyl-2")!.tiers).toHaveLength(2);
    await user.clear(screen.getAllByLabelText("Tier name")[2]!);
    await user.click(screen.getAllByLabelText("Tier name")[2]!);
    await user.paste("Elite");
    await user.click(saveButton());
    await waitFor(() => expect(db.loyalty.get("lyl-2")!.tiers).toHaveLength(3));
    const elite = db.loyalty.get("lyl-2")!.tiers.find((tier) => tier.name === "Elite")!;
    expect(elite).toMatchObject({ minPoints: 4000, earnRate: null });
    expect(elite.tierId).toMatch(/^tier-/);
    await waitFor(() => expect(currentUrl()).toBe("/loyalty/lyl-2"));
    unmount();

    const edit = await renderPage({ user: ADMIN, url: "/rewards/rwd-2/edit" });
    await waitFor(
      () => expect(screen.getByLabelText("Reward name")).toHaveValue("Rp50.000 Voucher"),
      { timeout: 30_000 },
    );
    await fillNumber(edit.user, "Cost in points", "1250");
    await fill(edit.user, "Description", "Rp50.000 off your next glasses.");
    await edit.user.click(saveButton());
    await waitFor(() => expect(db.rewards.get("rwd-2")!.pointCost).toBe(1250));
    expect(db.rewards.get("rwd-2")!.description).toBe("Rp50.000 off your next glasses.");
    expect(db.rewards.get("rwd-2")!.voucherId).toBeTruthy();
  });
});
