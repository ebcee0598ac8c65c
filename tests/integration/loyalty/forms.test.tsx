import { configure, screen, waitFor } from "@testing-library/react";
import { db } from "@/mocks/node";
import { currentUrl, renderPage } from "@tests/helpers/render-page";
import { fill, fillNumber, formItemOf, saveButton } from "../catalog/helpers";

configure({ asyncUtilTimeout: 10000 });
vi.setConfig({ testTimeout: 120_000 });

const ADMIN = "admin@demo.test";

describe("programme and reward forms", () => {
  it("adds a tier to a programme (the server's refusal on its field first) and changes a reward's cost", async () => {
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
    // Two tiers cannot share a name: the server says so on the new tier's name.
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
