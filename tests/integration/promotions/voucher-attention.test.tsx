import { configure, screen, waitFor } from "@testing-library/react";
import { db } from "@/mocks/node";
import { filterQuery } from "@/lib/resource";
import { links } from "@resources/promotions/links";
import { needsAttention } from "@resources/promotions/demo/vouchers.codes";
import type { VoucherAttention } from "@resources/promotions/schema/voucher-rules";
import { currentUrl, renderPage } from "@tests/helpers/render-page";
import { choose, rowsOf } from "../catalogue/helpers";

configure({ asyncUtilTimeout: 20000 });
vi.setConfig({ testTimeout: 90_000 });

const ADMIN = "admin@demo.test";

/** The "Needs attention" select. */
const attentionFilter = () =>
  screen.getByLabelText("Needs attention", { selector: "input" }).closest(".ant-select")!;

/** The vouchers of a kind, by the rule the API applies (the list holds no archived voucher). */
const expected = (kind: VoucherAttention) =>
  db.vouchers
    .filter((v) => !v.isArchived && needsAttention(v, kind))
    .map((v) => v.voucherId)
    .sort();

const shownIds = (table: HTMLElement) =>
  rowsOf(table)
    .map((row) => row.getAttribute("data-row-key")!)
    .sort();

describe("the vouchers list's 'Needs attention' filter", () => {
  it("opened on 'Ends within 7 days' lists only those vouchers, then switches to 'Less than 10% of uses left'", async () => {
    const soon = expected("expiringSoon");
    const few = expected("fewUsesLeft");
    expect(soon.length).toBeGreaterThanOrEqual(3);
    expect(few.length).toBeGreaterThanOrEqual(1);
    const { user } = await renderPage({
      user: ADMIN,
      url: links.voucher.list(filterQuery({ attention: "expiringSoon" })),
    });
    const table = await screen.findByRole("table", { name: "Voucher" });
    await waitFor(() => expect(shownIds(table)).toEqual(soon));
    // The filter says what it shows, in words, first in the filter bar.
    expect(attentionFilter()).toHaveTextContent("Ends within 7 days");
    const bar = attentionFilter().parentElement!;
    expect(bar.querySelector(".ant-select")).toBe(attentionFilter());
    for (const row of rowsOf(table)) expect(row).toHaveTextContent("Active");

    await choose(user, "Needs attention", "Less than 10% of uses left");
    await waitFor(() => expect(shownIds(table)).toEqual(few));
    expect(attentionFilter()).toHaveTextContent("Less than 10% of uses left");
    expect(decodeURIComponent(currentUrl())).toContain("[value]=fewUsesLeft");
  });
});
