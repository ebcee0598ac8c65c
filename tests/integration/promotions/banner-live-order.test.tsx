import { configure, screen, waitFor, within } from "@testing-library/react";
import { db } from "@/mocks/node";
import { layOutRows } from "@tests/helpers/lay-out-rows";
import { renderPage } from "@tests/helpers/render-page";
import { bannerStatus } from "@resources/promotions/schema/banner-rules";

configure({ asyncUtilTimeout: 20000 });
vi.setConfig({ testTimeout: 90_000 });

const liveInOrder = () =>
  db.banners
    .filter((row) => !row.isPopup && !row.isArchived && bannerStatus(row) === "LIVE")
    .sort((a, b) => (a.order ?? 0) - (b.order ?? 0))
    .map((row) => row.title);

const shownInOrder = (list: HTMLElement) =>
  within(list)
    .getAllByRole("listitem")
    .map((item) => within(item).getByRole("link").textContent);

/** The live banners' order on the banner list: moved with the arrow buttons or dragged (announced), saved at once. */
describe("the live banners' order", () => {
  it("moves a banner with its arrow, saves the order customers see, and moves another with the keyboard, each move announced", async () => {
    const before = liveInOrder();
    expect(before.length).toBeGreaterThan(2);
    const [first, second] = before as [string, string];
    const { user } = await renderPage({ user: "admin@demo.test", url: "/banner" });
    const list = await screen.findByRole("list", { name: "Live banners in display order" });
    await waitFor(() => expect(shownInOrder(list)).toEqual(before));
    expect(within(list).getByRole("button", { name: `Move ${first} up` })).toBeDisabled();

    await user.click(within(list).getByRole("button", { name: `Move ${first} down` }));
    const after = [second, first, ...before.slice(2)];
    expect(await screen.findByText("The new order is saved.")).toBeInTheDocument();
    await waitFor(() => expect(liveInOrder()).toEqual(after));
    await waitFor(() => expect(shownInOrder(list)).toEqual(after));

    const restore = layOutRows("li[data-banner-id]");
    try {
      const handle = within(list).getByRole("button", { name: `Move ${second}` });
      handle.focus();
      await user.keyboard("[Space]");
      expect(handle).toHaveAttribute("aria-pressed", "true");
      const total = before.length;
      expect(
        await screen.findByText(`${second} is over position 1 of ${total}.`),
      ).toBeInTheDocument();
      await user.keyboard("[ArrowDown]");
      await user.keyboard("[ArrowDown]");
      expect(
        await screen.findByText(`${second} is over position 3 of ${total}.`),
      ).toBeInTheDocument();
      await user.keyboard("[Space]");
      expect(
        await screen.findByText(`${second} dropped at position 3 of ${total}.`),
      ).toBeInTheDocument();
      const dropped = [first, before[2]!, second, ...before.slice(3)];
      await waitFor(() => expect(liveInOrder()).toEqual(dropped));
      await waitFor(() => expect(shownInOrder(list)).toEqual(dropped));
    } finally {
      restore();
    }
  });
});
