import { configure, screen, waitFor, within } from "@testing-library/react";
import { db } from "@/mocks/node";
import { renderPage } from "@tests/helpers/render-page";
import { bannerStatus } from "@resources/promotions/schema/banner-rules";

configure({ asyncUtilTimeout: 20000 });
vi.setConfig({ testTimeout: 90_000 });

/** A banner inside its period but switched off is not live: one status, on the list and in the live order. */
describe("a banner switched off inside its period", () => {
  it("is listed as Inactive, and neither the Live filter nor the live order holds it", async () => {
    const live = db.banners.filter(
      (row) => !row.isPopup && !row.isArchived && bannerStatus(row) === "LIVE",
    );
    expect(live.length).toBeGreaterThan(1);
    const off = live[0]!;
    db.banners.replace({ ...off, isActive: false });

    await renderPage({ user: "admin@demo.test", url: `/banner?pageSize=50` });
    const row = (await screen.findAllByText(off.title))
      .map((cell) => cell.closest("tr"))
      .find((tr) => tr !== null)!;
    // The Status column's cell: one status, no second tag beside it.
    const headers = [...row.closest("table")!.querySelectorAll("thead th")];
    const column = headers.findIndex((th) => th.textContent?.trim() === "Status");
    const status = row.querySelectorAll("td")[column]!;
    expect(status).toHaveTextContent(/^Inactive$/);

    const order = await screen.findByRole("list", { name: "Live banners in display order" });
    await waitFor(() => expect(within(order).getByText(live[1]!.title)).toBeInTheDocument());
    expect(within(order).queryByText(off.title)).toBeNull();
  });
});
