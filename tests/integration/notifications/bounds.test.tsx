import { configure, screen, waitFor } from "@testing-library/react";
import { db } from "@/mocks/node";
import { apiPath } from "@providers/data/api-path";
import { renderPage } from "@tests/helpers/render-page";
import { fill, formItemOf, saveButton } from "../catalogue/helpers";

configure({ asyncUtilTimeout: 20000 });
vi.setConfig({ testTimeout: 90_000 });

const ADMIN = "admin@demo.test";
/** A text one character past a limit. */
const longer = (max: number) => "A".repeat(max + 1);
const request = async () => (await import("@providers/data/http")).apiRequest;

describe("the limits of the notification forms and the API say the same", () => {
  it("send: a push title past 65 characters stays as typed, the field says the limit, nothing is sent; the API refuses it on `title`", async () => {
    const sent = db.sentNotifications.all().length;
    const { user } = await renderPage({ user: ADMIN, url: "/notification/add" });
    await waitFor(() =>
      expect(screen.getByTestId("audience-count")).toHaveTextContent("will receive it"),
    );
    await fill(user, "Title", longer(65));
    await fill(user, "Message", "See you soon.");
    // Before: the input cut the text at 65 characters without a word.
    expect(screen.getByLabelText("Title")).toHaveValue(longer(65));
    await user.click(screen.getByRole("button", { name: "Send now" }));
    await waitFor(() =>
      expect(formItemOf(screen.getByLabelText("Title"))).toHaveTextContent(
        "Title is at most 65 characters.",
      ),
    );
    expect(screen.getByLabelText("Title")).toHaveValue(longer(65));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(db.sentNotifications.all().length).toBe(sent);

    const apiRequest = await request();
    await expect(
      apiRequest("POST", apiPath("/notifications"), {
        body: {
          channel: "PUSH_NOTIFICATION",
          audience: { type: "ALL" },
          title: longer(65),
          message: "See you soon.",
        },
      }),
    ).rejects.toMatchObject({
      statusCode: 422,
      errors: { title: "Title is at most 65 characters." },
    });
    // More chosen customers than a send by name allows: refused with the limit, not cut.
    await expect(
      apiRequest("POST", apiPath("/notifications"), {
        body: {
          channel: "PUSH_NOTIFICATION",
          audience: { type: "CHOSEN", userIds: Array.from({ length: 501 }, (_, i) => `usr-${i}`) },
          title: "Hello",
          message: "See you soon.",
        },
      }),
    ).rejects.toMatchObject({
      statusCode: 422,
      errors: { "audience.userIds": "Choose at most 500 customers." },
    });
    expect(db.sentNotifications.all().length).toBe(sent);
  });

  it("template: a push title past 65 characters stays as typed with the limit on its field; the API refuses it on `titleEn`; an e-mail template stores no push title (null)", async () => {
    const template = db.templateMessages.find(
      (row) => row.event === "POINTS_ADDED" && row.channel === "PUSH_NOTIFICATION",
    )!;
    const { user } = await renderPage({
      user: ADMIN,
      url: `/template-message/${template.templateId}/edit`,
    });
    await screen.findByLabelText("Indonesian title");
    await fill(user, "Indonesian title", longer(65));
    await user.click(saveButton());
    await waitFor(() =>
      expect(formItemOf(screen.getByLabelText("Indonesian title"))).toHaveTextContent(
        "Indonesian title is at most 65 characters.",
      ),
    );
    expect(screen.getByLabelText("Indonesian title")).toHaveValue(longer(65));
    expect(db.templateMessages.get(template.templateId)!.titleId).toBe(template.titleId);

    const apiRequest = await request();
    await expect(
      apiRequest("PATCH", apiPath("/template-messages/{id}", { id: template.templateId }), {
        body: { titleEn: longer(65) },
      }),
    ).rejects.toMatchObject({
      statusCode: 422,
      errors: { titleEn: "English title is at most 65 characters." },
    });
    // The other channel's texts are none, not "".
    const email = db.templateMessages.find((row) => row.channel === "EMAIL")!;
    expect(email).toMatchObject({ titleId: null, titleEn: null });
    const push = db.templateMessages.find((row) => row.channel === "PUSH_NOTIFICATION")!;
    expect(push).toMatchObject({ subjectId: null, subjectEn: null });
  });

  it("schedule: an emptied end date is saved as none (null) and shown as no end date", async () => {
    const schedule = db.notificationSchedules.find(
      (row) => row.endDate !== null && row.kind !== "ONCE",
    )!;
    const { user } = await renderPage({
      user: ADMIN,
      url: `/notification-schedule/${schedule.scheduleId}/edit`,
    });
    await waitFor(() => expect(screen.getByLabelText("Name")).toHaveValue(schedule.name));
    const end = screen.getByLabelText("End date");
    await waitFor(() => expect(end).not.toHaveValue(""));
    await user.click(formItemOf(end).querySelector<HTMLElement>(".ant-picker-clear")!);
    await waitFor(() => expect(end).toHaveValue(""));
    await user.click(saveButton());
    await waitFor(() =>
      expect(db.notificationSchedules.get(schedule.scheduleId)!.endDate).toBeNull(),
    );
    await renderPage({ user: ADMIN, url: `/notification-schedule/${schedule.scheduleId}` });
    // The open end reads as a sentence: "From 15/11/2026, no end date", never "to No end date".
    expect(await screen.findByText(/^From \d{2}\/\d{2}\/\d{4}, no end date$/)).toBeInTheDocument();
    expect(screen.queryByText(/to No end date/)).not.toBeInTheDocument();
  });
});
