import { configure, screen, waitFor, within } from "@testing-library/react";
import { db } from "@/mocks/node";
import { currentUrl, renderPage } from "@tests/helpers/render-page";
import { fill, fillNumber, formItemOf, saveButton } from "../catalogue/helpers";

configure({ asyncUtilTimeout: 10000 });
vi.setConfig({ testTimeout: 120_000 });

const ADMIN = "admin@demo.test";

/** The value cell of a record page's detail (bordered Descriptions: label cell, then value cell). */
async function detail(label: string) {
  const text = await screen.findByText(label, {
    selector: ".ant-descriptions-item-label, .ant-descriptions-item-label *",
  });
  return text.closest(".ant-descriptions-item-label")!.nextElementSibling as HTMLElement;
}

/** The edit page at `url` as the Super Admin, once its `label` field shows the stored `name`. */
async function editPage(url: string, label: string, name: string) {
  const { user } = await renderPage({ user: ADMIN, url });
  await waitFor(() => expect(screen.getByLabelText(label)).toHaveValue(name), { timeout: 30_000 });
  return user;
}

describe("loyalty numbers keep their bounds: typed values stay, the bound is said, none is null", () => {
  it("keeps a base rate of -1 as typed and refuses it with its bound; an emptied expiry and description are saved as none (Never, -)", async () => {
    const before = db.loyalty.get("lyl-3")!;
    const user = await editPage("/loyalty/lyl-3/edit", "Programme name", before.loyaltyName);
    await fillNumber(user, "Base rate", "-1");
    await user.tab(); // antd clamped a number below its min when the field was left
    await user.click(saveButton());
    const rate = screen.getByLabelText("Base rate");
    await waitFor(() =>
      expect(formItemOf(rate)).toHaveTextContent("Base rate must be at least 0."),
    );
    // As typed (shown with the field's step, one decimal), not clamped to 0.
    expect((rate as HTMLInputElement).value).toMatch(/^-1(,0)?$/);
    expect(db.loyalty.get("lyl-3")!.earningRules.baseRate).toBe(before.earningRules.baseRate);

    await fillNumber(user, "Base rate", "2,5");
    await user.clear(screen.getByLabelText("Expiry (months)"));
    await user.clear(screen.getByLabelText("Description"));
    await user.click(saveButton());
    await waitFor(() => expect(db.loyalty.get("lyl-3")!.earningRules.baseRate).toBe(2.5));
    expect(db.loyalty.get("lyl-3")!.earningRules.expiryMonths).toBeNull();
    expect(db.loyalty.get("lyl-3")!.description).toBeNull();
    await waitFor(() => expect(currentUrl()).toBe("/loyalty/lyl-3"));
    expect(await detail("Points expire")).toHaveTextContent(/^Never$/);
    expect(await detail("Description")).toHaveTextContent(/^-$/);
    expect(await detail("Base rate")).toHaveTextContent("2,5 points per Rp 10.000");
  });

  it("keeps a tier's earning rate past its bound as typed with the bound; an emptied rate and benefits are saved as none (the base rate, -)", async () => {
    const before = db.loyalty.get("lyl-1")!;
    const gold = before.tiers.findIndex((tier) => tier.name === "Gold");
    expect(before.tiers[gold]).toMatchObject({ earnRate: 1.5, benefits: expect.any(String) });
    const user = await editPage("/loyalty/lyl-1/edit", "Programme name", before.loyaltyName);
    const rate = () => screen.getAllByLabelText("Earning rate")[gold] as HTMLInputElement;
    await user.clear(rate());
    await user.click(rate());
    await user.paste("1001");
    await user.tab();
    await user.click(saveButton());
    await waitFor(() =>
      expect(formItemOf(rate())).toHaveTextContent("Earning rate must be at most 1.000."),
    );
    expect(rate().value).toMatch(/^1\.?001(,0)?$/);
    expect(db.loyalty.get("lyl-1")!.tiers[gold]!.earnRate).toBe(1.5);

    await user.clear(rate());
    await user.clear(screen.getAllByLabelText("Benefits")[gold]!);
    await user.click(saveButton());
    await waitFor(() => expect(db.loyalty.get("lyl-1")!.tiers[gold]!.earnRate).toBeNull());
    expect(db.loyalty.get("lyl-1")!.tiers[gold]!.benefits).toBeNull();
    await waitFor(() => expect(currentUrl()).toBe("/loyalty/lyl-1"));
    const tiers = await screen.findByRole("table", { name: "Tiers" });
    const row = within(tiers).getByText("Gold").closest("tr")!;
    const cells = within(row).getAllByRole("cell");
    expect(cells[2]).toHaveTextContent(/^Base rate \(1\)$/);
    expect(cells[3]).toHaveTextContent(/^-$/);
  });

  it("keeps a reward's cost past the most points as typed with the bound; an emptied limit and description are saved as none (No limit, -)", async () => {
    const before = db.rewards.get("rwd-2")!;
    const user = await editPage("/rewards/rwd-2/edit", "Reward name", before.rewardName);
    await fillNumber(user, "Cost in points", "20000000");
    await user.tab();
    await user.click(saveButton());
    const cost = screen.getByLabelText("Cost in points");
    await waitFor(() =>
      expect(formItemOf(cost)).toHaveTextContent("Cost in points must be at most 10.000.000."),
    );
    expect(cost).toHaveValue("20.000.000");
    expect(db.rewards.get("rwd-2")!.pointCost).toBe(before.pointCost);

    await fillNumber(user, "Cost in points", "1500");
    await user.clear(screen.getByLabelText("Limit per customer"));
    await user.clear(screen.getByLabelText("Description"));
    await user.click(saveButton());
    await waitFor(() => expect(db.rewards.get("rwd-2")!.pointCost).toBe(1500));
    expect(db.rewards.get("rwd-2")!).toMatchObject({ perCustomerLimit: null, description: null });
    await waitFor(() => expect(currentUrl()).toBe("/rewards/rwd-2"));
    expect(await detail("Limit per customer")).toHaveTextContent(/^No limit$/);
    expect(await detail("Description")).toHaveTextContent(/^-$/);
  });

  it("keeps points past the most a change may hold as typed, with the bound, and sends nothing", async () => {
    const wallet = db.walletPoints.all().find((w) => w.balance > 0)!;
    const { user } = await renderPage({ user: ADMIN, url: `/wallet-points/${wallet.wpId}` });
    await screen.findByRole("heading", { name: wallet.customerName });
    await user.click(screen.getByRole("button", { name: "Add points" }));
    const dialog = within(await screen.findByRole("dialog"));
    await fillNumber(user, "Points", "20000000");
    await fill(user, "Reason", "Typo test");
    await user.click(dialog.getByRole("button", { name: "Continue" }));
    const points = dialog.getByLabelText("Points");
    await waitFor(() =>
      expect(formItemOf(points)).toHaveTextContent("Points must be at most 10.000.000."),
    );
    expect(points).toHaveValue("20.000.000");
    expect(dialog.queryByRole("button", { name: "Add points" })).not.toBeInTheDocument();
    expect(db.walletPoints.get(wallet.wpId)!.balance).toBe(wallet.balance);
  });

  it("leaves the wallet list's balance filters empty when they are tabbed past: no filter, not 0", async () => {
    const { user } = await renderPage({ user: ADMIN, url: "/wallet-points" });
    const from = await screen.findByLabelText("Balance from", { selector: "input" });
    const upTo = screen.getByLabelText("Balance up to", { selector: "input" });
    await user.click(from);
    await user.tab();
    await user.click(upTo);
    await user.tab();
    // A filter applies when its field is left: give the list a moment to follow one.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(from).toHaveValue("");
    expect(upTo).toHaveValue("");
    expect(currentUrl()).not.toMatch(/balance/);

    await fillNumber(user, "Balance from", "5000");
    await user.tab();
    await waitFor(() => expect(currentUrl()).toMatch(/balance/));
  });
});
