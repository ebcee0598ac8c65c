import { configure, screen, waitFor, within } from "@testing-library/react";
import { db } from "@/mocks/node";
import { nextRuns, zonedParts } from "@resources/notifications/schema/schedule-rules";
import { currentUrl, renderPage } from "@tests/helpers/render-page";
import { choose, fill, formItemOf, saveButton } from "../catalogue/helpers";

configure({ asyncUtilTimeout: 20000 });
vi.setConfig({ testTimeout: 90_000 });

const ADMIN = "admin@demo.test";
const nextTimes = () =>
  within(screen.getByRole("region", { name: "Next five send times" })).queryAllByRole("listitem");

/** A new schedule's page (push tab), once it starts weekly on Mondays at 09:00 WIB (the first render may take a while). */
async function openNewSchedule() {
  const rendered = await renderPage({
    user: ADMIN,
    url: "/notification-schedule/add?tab=push_notification",
  });
  await waitFor(
    () =>
      expect(screen.getByTestId("rule-sentence")).toHaveTextContent(
        "At 09:00, only on Monday (WIB)",
      ),
    { timeout: 30_000 },
  );
  return rendered;
}

describe("notification schedules", () => {
  it("creates a weekly schedule: the rule in words and the next five times follow the form; stored as cron + time zone", async () => {
    const { user } = await openNewSchedule();
    await user.click(screen.getByText("Thursday"));
    await waitFor(() =>
      expect(screen.getByTestId("rule-sentence")).toHaveTextContent(
        "At 09:00, only on Monday and Thursday (WIB)",
      ),
    );
    const expected = nextRuns("0 9 * * 1,4");
    const items = nextTimes();
    expect(items).toHaveLength(5);
    for (const item of items) expect(item.textContent).toMatch(/^(Mon|Thu), .* 09:00 WIB$/);
    // The date as the console writes dates (DD/MM/YYYY), on Jakarta's clock.
    const [year, month, day] = zonedParts("Asia/Jakarta", Date.parse(expected[0]!)).date.split("-");
    expect(items[0]).toHaveTextContent(`${day}/${month}/${year} 09:00 WIB`);

    await fill(user, "Name", "Weekly promo for everyone");
    await fill(user, "Title", "This week's promo");
    await fill(user, "Message", "Hi {{customer.firstName}}, see this week's promo in the app.");
    await user.click(saveButton());

    await waitFor(() => expect(currentUrl()).toMatch(/^\/notification-schedule\/nsc-/));
    const saved = db.notificationSchedules.find((row) => row.name === "Weekly promo for everyone")!;
    expect(saved).toMatchObject({
      channel: "PUSH_NOTIFICATION",
      kind: "WEEKLY",
      cron: "0 9 * * 1,4",
      timeZone: "Asia/Jakarta",
      sendAt: null,
      isActive: true,
    });
    expect(
      await screen.findByText("At 09:00, only on Monday and Thursday (WIB)"),
    ).toBeInTheDocument();
    expect(screen.getByText("Nothing has been sent yet.")).toBeInTheDocument();
  });

  it("a schedule on Bali's clock: WITA chosen, the next times and the rule in WITA, saved as Asia/Makassar", async () => {
    const { user } = await openNewSchedule();
    // The zone is a labelled select (the browser journey chooses it with the keyboard).
    const zone = screen.getByLabelText("Time zone", { selector: "input[role=combobox]" });
    expect(formItemOf(zone)).toHaveTextContent("WIB (Jakarta)");
    await choose(user, "Time zone", "WITA (Makassar, Bali)");
    await waitFor(() => expect(formItemOf(zone)).toHaveTextContent("WITA (Makassar, Bali)"));
    expect(screen.getByLabelText("Time (WITA)")).toBeInTheDocument();
    await user.click(screen.getByText("Thursday"));
    await waitFor(() =>
      expect(screen.getByTestId("rule-sentence")).toHaveTextContent(
        "At 09:00, only on Monday and Thursday (WITA)",
      ),
    );
    // 09:00 in Bali, whatever the browser's zone: 01:00 UTC.
    const expected = nextRuns("0 9 * * 1,4", { timeZone: "Asia/Makassar" });
    expect(expected[0]).toMatch(/T01:00:00\.000Z$/);
    const items = nextTimes();
    expect(items).toHaveLength(5);
    for (const item of items) expect(item.textContent).toMatch(/^(Mon|Thu), .* 09:00 WITA$/);
    const [year, month, day] = zonedParts("Asia/Makassar", Date.parse(expected[0]!)).date.split(
      "-",
    );
    expect(items[0]).toHaveTextContent(`${day}/${month}/${year} 09:00 WITA`);

    await fill(user, "Name", "Bali weekly promo");
    await fill(user, "Title", "This week in Bali");
    await fill(user, "Message", "Hi {{customer.firstName}}, see this week's promo in the app.");
    await user.click(saveButton());

    await waitFor(() => expect(currentUrl()).toMatch(/^\/notification-schedule\/nsc-/));
    const saved = db.notificationSchedules.find((row) => row.name === "Bali weekly promo")!;
    expect(saved).toMatchObject({ cron: "0 9 * * 1,4", timeZone: "Asia/Makassar" });
    // The schedule's page reads its times on the schedule's clock too.
    expect(
      await screen.findByText("At 09:00, only on Monday and Thursday (WITA)"),
    ).toBeInTheDocument();
    expect(screen.getByText("WITA (Makassar, Bali)")).toBeInTheDocument();
    expect(screen.getByText(items[0]!.textContent!, { exact: true })).toBeInTheDocument();
  });

  it("keeps the chosen time of day through every change of kind", async () => {
    const { user } = await openNewSchedule();
    const sentence = () => screen.getByTestId("rule-sentence");
    await fill(user, "Time (WIB)", "07:45");
    await user.keyboard("{Enter}");
    await waitFor(() => expect(sentence()).toHaveTextContent("At 07:45, only on Monday (WIB)"));
    await user.click(screen.getByText("Once"));
    await waitFor(() => expect(screen.getByLabelText("Time (WIB)")).toHaveValue("07:45"));
    await user.click(screen.getByText("Daily"));
    await waitFor(() => expect(sentence()).toHaveTextContent("At 07:45 (WIB)"));
    await user.click(screen.getByText("Monthly"));
    await waitFor(() =>
      expect(sentence()).toHaveTextContent("At 07:45, on day 1 of the month (WIB)"),
    );
    await user.click(screen.getByText("Once"));
    await waitFor(() => expect(screen.getByLabelText("Time (WIB)")).toHaveValue("07:45"));
    await user.click(screen.getByText("Weekly"));
    await waitFor(() => expect(sentence()).toHaveTextContent("At 07:45, only on Monday (WIB)"));
    expect(screen.getByLabelText("Time (WIB)")).toHaveValue("07:45");
  });

  it("changes a repeating schedule into a single send at a date and time in Jakarta", async () => {
    const schedule = db.notificationSchedules.get("nsc-2")!;
    const { user } = await renderPage({ user: ADMIN, url: `/notification-schedule/nsc-2/edit` });
    await waitFor(() => expect(screen.getByLabelText("Name")).toHaveValue(schedule.name));
    await waitFor(() =>
      expect(screen.getByTestId("rule-sentence")).toHaveTextContent(
        "At 10:00, on day 1 of the month (WIB)",
      ),
    );
    await user.click(screen.getByText("Once"));
    await fill(user, "Date", "24/12/2030");
    await user.keyboard("{Enter}");
    await fill(user, "Time (WIB)", "10:30");
    await user.keyboard("{Enter}");
    await waitFor(() =>
      expect(screen.getByTestId("rule-sentence")).toHaveTextContent(
        "Once, on Tue, 24/12/2030 10:30 WIB",
      ),
    );
    expect(nextTimes()).toHaveLength(1);
    await user.click(saveButton());
    await waitFor(() => expect(db.notificationSchedules.get("nsc-2")?.kind).toBe("ONCE"));
    // 10:30 in Jakarta is 03:30 UTC.
    expect(db.notificationSchedules.get("nsc-2")).toMatchObject({
      sendAt: "2030-12-24T03:30:00.000Z",
      cron: null,
    });
  });

  it("deletes a schedule after a confirmation that names it", async () => {
    const schedule = db.notificationSchedules.get("nsc-5")!;
    const { user } = await renderPage({ user: ADMIN, url: "/notification-schedule/nsc-5" });
    await user.click(await screen.findByRole("button", { name: "Delete" }));
    const dialog = within(await screen.findByRole("dialog"));
    expect(
      dialog.getByText(new RegExp(`"${schedule.name}" will send nothing more`)),
    ).toBeInTheDocument();
    await user.click(dialog.getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(db.notificationSchedules.get("nsc-5")).toBeUndefined());
    await waitFor(() => expect(currentUrl()).toBe("/notification-schedule?tab=email"));
  });

  it("refuses an end date before the start date on its field", async () => {
    const { user } = await renderPage({ user: ADMIN, url: "/notification-schedule/nsc-1/edit" });
    await waitFor(() =>
      expect(screen.getByLabelText("Name")).toHaveValue("Weekly promo (Mon & Thu)"),
    );
    await fill(user, "End date", "01/01/2020");
    await user.keyboard("{Enter}");
    await user.click(saveButton());
    await waitFor(() =>
      expect(formItemOf(screen.getByLabelText("End date"))).toHaveTextContent(
        "The end date cannot be before the start date.",
      ),
    );
    expect(db.notificationSchedules.get("nsc-1")?.endDate).toBeNull();
  });
});
