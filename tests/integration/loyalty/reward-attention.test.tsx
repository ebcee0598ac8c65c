import { configure, screen, waitFor } from "@testing-library/react";
import { db } from "@/mocks/node";
import { filterQuery } from "@/lib/resource";
import { links } from "@resources/loyalty/links";
import { voucherUsesLeft } from "@resources/promotions/demo/exports";
import { currentUrl, renderPage } from "@tests/helpers/render-page";
import { rowsOf } from "../catalogue/helpers";

configure({ asyncUtilTimeout: 20000 });
vi.setConfig({ testTimeout: 90_000 });

const ADMIN = "admin@demo.test";

/** The "Needs attention" select. */
const attentionFilter = () =>
  screen.getByLabelText("Needs attention", { selector: "input" }).closest(".ant-select")!;

describe("the rewards list's 'Needs attention' filter", () => {
  it("opened on 'Voucher has no uses left' lists only the rewards whose voucher is used up, and clears back to all", async () => {
    const usedUp = db.rewards.filter(
      (r) => !r.isArchived && !!r.voucherId && voucherUsesLeft(r.voucherId) === 0,
    );
    // The seeded one: Club Frame Voucher hands out a voucher whose every use is made.
    expect(usedUp.map((r) => r.rewardName)).toEqual(["Club Frame Voucher"]);
    const { user } = await renderPage({
      user: ADMIN,
      url: links.reward.list(filterQuery({ attention: "noUsesLeft" })),
    });
    const table = await screen.findByRole("table", { name: "Rewards" });
    await waitFor(() =>
      expect(rowsOf(table).map((row) => row.getAttribute("data-row-key"))).toEqual(["rwd-9"]),
    );
    expect(rowsOf(table)[0]).toHaveTextContent("Club Frame Voucher");
    expect(attentionFilter()).toHaveTextContent("Voucher has no uses left");
    const bar = attentionFilter().parentElement!;
    expect(bar.querySelector(".ant-select")).toBe(attentionFilter());

    // Cleared, the list holds every live reward again.
    await user.click(attentionFilter().querySelector(".ant-select-clear")!);
    await waitFor(() => expect(rowsOf(table).length).toBeGreaterThan(1));
    expect(currentUrl()).not.toContain("noUsesLeft");
  });
});
