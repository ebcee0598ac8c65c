import { configure, screen, waitFor, within } from "@testing-library/react";
import { db } from "@/mocks/node";
import { filterQuery } from "@/lib/resource";
import { links } from "@resources/notifications/links";
import { scheduleDueSoon, sendFailed } from "@resources/notifications/schema/attention";
import { currentUrl, renderPage } from "@tests/helpers/render-page";

configure({ asyncUtilTimeout: 20000 });
vi.setConfig({ testTimeout: 90_000 });

const ADMIN = "admin@demo.test";

/** The "Needs attention" select's shown choice. */
const attentionFilter = () =>
  screen.getByLabelText("Needs attention", { selector: "input" }).closest(".ant-select")!;

/** The first-column texts of a list's rows (its names or titles). */
const rowNames = (table: HTMLElement) =>
  [...table.querySelectorAll("tbody tr.ant-table-row")].map(
    (row) => row.querySelector("a")?.textContent ?? "",
  );

/** The schedules of a channel going out in the next 24 hours, by the rule the API applies. */
const dueSoon = (channel: string) =>
  db.notificationSchedules
    .filter((row) => row.channel === channel && scheduleDueSoon(row, Date.now()))
    .map((row) => row.name)
    .sort();

describe("the notification lists' 'Needs attention' filter", () => {
  it("All notifications, opened on 'Failed to send', lists only the sends that reached nobody", async () => {
    const failed = db.sentNotifications.filter(sendFailed);
    expect(failed.map((row) => row.notificationId)).toEqual(["snt-3"]);
    await renderPage({
      user: ADMIN,
      url: links.notification.list(filterQuery({ attention: "failed" })),
    });
    const table = await screen.findByRole("table", { name: "All notifications" });
    await waitFor(() => expect(rowNames(table)).toEqual([failed[0]!.title]));
    const row = table.querySelector("tbody tr.ant-table-row")!;
    // Received: none of its recipients.
    expect(row).toHaveTextContent("0 (0%)");
    expect(within(row as HTMLElement).getByRole("link")).toHaveAttribute(
      "href",
      links.notification.show("snt-3"),
    );
    // The filter says what it shows, first in the filter bar (before the channel).
    expect(attentionFilter()).toHaveTextContent("Failed to send");
    const channel = screen.getByLabelText("Channel", { selector: "input" });
    expect(
      attentionFilter().compareDocumentPosition(channel) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
  });

  it("Notification schedules, opened on 'Going out in the next 24 hours', lists only those, tab by tab, and keeps the filter across tabs", async () => {
    const push = dueSoon("PUSH_NOTIFICATION");
    const email = dueSoon("EMAIL");
    // The daily tip (08:30 WITA, active for 20 more days) always goes out within a day.
    expect(push).toContain("Gold members' daily tip");
    const { user } = await renderPage({
      user: ADMIN,
      url: links.schedule.list(filterQuery({ attention: "dueSoon" })),
    });
    const pushTable = await screen.findByRole("table", {
      name: "Notification schedules: Push notification",
    });
    await waitFor(() => expect(rowNames(pushTable).sort()).toEqual(push));
    expect(attentionFilter()).toHaveTextContent("Going out in the next 24 hours");
    // Each tab says how many of its schedules the filter holds.
    expect(
      await screen.findByRole("tab", { name: `Push notification (${push.length})` }),
    ).toBeInTheDocument();
    const emailTab = await screen.findByRole("tab", { name: `E-mail (${email.length})` });

    await user.click(emailTab);
    await waitFor(() => expect(currentUrl()).toContain("tab=email"));
    expect(decodeURIComponent(currentUrl())).toContain("filters[0][value]=dueSoon");
    const emailTable = await screen.findByRole("table", {
      name: "Notification schedules: E-mail",
    });
    await waitFor(() => expect(rowNames(emailTable).sort()).toEqual(email));
    expect(attentionFilter()).toHaveTextContent("Going out in the next 24 hours");
  });

  it("a dashboard's link (no tab) opens the tab holding the schedules when the first one has none", async () => {
    // Every push schedule paused; the Christmas e-mail moved to two hours from now.
    for (const row of db.notificationSchedules.filter((r) => r.channel === "PUSH_NOTIFICATION"))
      db.notificationSchedules.update(row.scheduleId, { isActive: false });
    const christmas = db.notificationSchedules.find((row) => row.name === "Christmas greetings")!;
    db.notificationSchedules.update(christmas.scheduleId, {
      sendAt: new Date(Date.now() + 2 * 3_600_000).toISOString(),
    });
    const email = dueSoon("EMAIL");
    expect(email).toContain("Christmas greetings");
    await renderPage({
      user: ADMIN,
      url: links.schedule.list(filterQuery({ attention: "dueSoon" })),
    });
    await waitFor(() => expect(currentUrl()).toContain("tab=email"));
    const table = await screen.findByRole("table", { name: "Notification schedules: E-mail" });
    await waitFor(() => expect(rowNames(table).sort()).toEqual(email));
    expect(await screen.findByRole("tab", { name: "Push notification (0)" })).toBeInTheDocument();
  });
});
