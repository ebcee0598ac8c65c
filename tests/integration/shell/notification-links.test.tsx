import { configure, screen, waitFor, within } from "@testing-library/react";
import { authProvider } from "@providers/auth";
import { getMyNotifications, type NotificationItem } from "@providers/data/api";
import { currentUrl, renderApp } from "@tests/helpers/render-app";
import { useViewport } from "./viewport";

configure({ asyncUtilTimeout: 10_000 });

/**
 * Every kind of note the demo puts in a staff member's bell, the page it opens and what that page
 * shows of the record the note names (read from the note's own message).
 */
const KINDS: { title: string; page: RegExp; names: (message: string) => RegExp }[] = [
  {
    title: "New order received",
    page: /^\/transactions\/trx-\d+$/,
    names: (message) => literal(/Order (\S+) was placed/.exec(message)![1]!),
  },
  {
    title: "Payment confirmed",
    page: /^\/transactions\/trx-\d+$/,
    names: (message) => literal(/for (\S+) has been/.exec(message)![1]!),
  },
  {
    title: "Low stock",
    page: /^\/products\/prd-\d+$/,
    names: (message) => literal(/Stock of (.+) is below/.exec(message)![1]!),
  },
  {
    title: "Voucher ending soon",
    page: /^\/vouchers\/vch-\d+$/,
    names: (message) => literal(/^(.+) ends in \d+ days?\.$/.exec(message)![1]!),
  },
  {
    title: "New customer review",
    page: /^\/products\/prd-\d+$/,
    names: (message) => literal(/reviewed (.+)\.$/.exec(message)![1]!),
  },
  {
    title: "Prescription uploaded",
    page: /^\/customer\/usr-[\w-]+$/,
    names: (message) => literal(/^(.+) uploaded a new eye prescription\.$/.exec(message)![1]!),
  },
  {
    title: "Reward claimed",
    page: /^\/rewards\/rwd-\d+$/,
    names: (message) => literal(/claimed (.+)\.$/.exec(message)![1]!),
  },
  { title: "Monthly report ready", page: /^\/dashboard$/, names: () => /Dashboard/ },
];

const literal = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));

describe("notification bell: each item opens the record it is about", () => {
  useViewport(1440);

  it("opens the order, product, voucher, customer, reward or dashboard it names, and marks it read", async () => {
    await authProvider.login({ email: "admin@demo.test", password: "Demo1234!" });
    const notes = (await getMyNotifications()).payload.results;
    // The demo's staff bell holds exactly these kinds: a new kind must say where it leads.
    expect([...new Set(notes.map((note) => note.title))].sort()).toEqual(
      KINDS.map((kind) => kind.title).sort(),
    );
    const { user } = await renderApp({ url: "/my-profile" });

    for (const kind of KINDS) {
      const note = notes.find((candidate) => candidate.title === kind.title) as NotificationItem;
      await user.click(await screen.findByRole("button", { name: /^Notifications, \d+ unread$/ }));
      const panel = await screen.findByRole("dialog", { name: "Notification" });
      const item = await within(panel).findByRole("link", { name: literal(note.message!) });
      await user.click(item);
      await waitFor(() => expect(currentUrl()).toMatch(kind.page));
      // The drawer makes way for the record's page, which shows the record the note names.
      await waitFor(() => expect(panel).not.toBeVisible());
      expect((await screen.findAllByText(kind.names(note.message!))).length).toBeGreaterThan(0);
    }
    const after = (await getMyNotifications()).payload.results;
    for (const kind of KINDS) {
      const id = notes.find((candidate) => candidate.title === kind.title)!.id;
      expect(after.find((note) => note.id === id)!.readByUserAt).not.toBeNull();
    }
    // Eight record pages opened from the shell, one after another.
  }, 120_000);
});
