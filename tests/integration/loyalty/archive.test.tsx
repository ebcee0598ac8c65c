import { configure, screen, waitFor, within } from "@testing-library/react";
import { db } from "@/mocks/node";
import { answerPopconfirm } from "@tests/helpers/popconfirm";
import { currentUrl, renderPage } from "@tests/helpers/render-page";

configure({ asyncUtilTimeout: 10000 });
vi.setConfig({ testTimeout: 120_000 });

const ADMIN = "admin@demo.test";

describe("archiving loyalty programmes and rewards", () => {
  it("archives a programme and a reward from their lists and brings them back from their archive pages", async () => {
    const programme = db.loyalty.get("lyl-3")!;
    const { user, unmount } = await renderPage({ user: ADMIN, url: "/loyalty" });
    const table = await screen.findByRole("table", { name: "Loyalty programmes" });
    await within(table).findByText(programme.loyaltyName);
    await user.click(
      within(table).getByRole("button", { name: `Archive ${programme.loyaltyName}` }),
    );
    await answerPopconfirm(
      user,
      `Archive ${programme.loyaltyName}? It leaves the list; you can bring it back from the archive.`,
      "Archive",
    );
    expect(await screen.findByText(`${programme.loyaltyName} is archived.`)).toBeInTheDocument();
    await waitFor(() => expect(db.loyalty.get("lyl-3")!.isArchived).toBe(true));
    await user.click(screen.getByRole("link", { name: "Archive" }));
    const archive = await screen.findByRole("table", { name: "Archived loyalty programmes" });
    await user.click(
      await within(archive).findByRole("button", { name: `Unarchive ${programme.loyaltyName}` }),
    );
    await answerPopconfirm(user, `Bring ${programme.loyaltyName} back to the list?`, "Unarchive");
    await waitFor(() => expect(db.loyalty.get("lyl-3")!.isArchived).toBe(false));
    unmount();

    const reward = db.rewards.get("rwd-3")!;
    const rewards = await renderPage({ user: ADMIN, url: "/rewards" });
    const list = await screen.findByRole("table", { name: "Rewards" });
    await within(list).findByText(reward.rewardName);
    await rewards.user.click(
      within(list).getByRole("button", { name: `Archive ${reward.rewardName}` }),
    );
    await answerPopconfirm(
      rewards.user,
      `Archive ${reward.rewardName}? It leaves the list; you can bring it back from the archive.`,
      "Archive",
    );
    await waitFor(() => expect(db.rewards.get("rwd-3")!.isArchived).toBe(true));
    await waitFor(() =>
      expect(within(list).queryByText(reward.rewardName)).not.toBeInTheDocument(),
    );
    await rewards.user.click(screen.getByRole("link", { name: "Archive" }));
    await waitFor(() => expect(currentUrl()).toMatch(/^\/rewards\/archive/));
    const archived = await screen.findByRole("table", { name: "Archived rewards" });
    await rewards.user.click(
      await within(archived).findByRole("button", { name: `Unarchive ${reward.rewardName}` }),
    );
    await answerPopconfirm(
      rewards.user,
      `Bring ${reward.rewardName} back to the list?`,
      "Unarchive",
    );
    await waitFor(() => expect(db.rewards.get("rwd-3")!.isArchived).toBe(false));
    expect(
      db.changeLogs.filter((log) => log.entityId === "rwd-3").map((log) => log.action),
    ).toEqual(expect.arrayContaining(["ARCHIVE", "UNARCHIVE"]));
  });
});
