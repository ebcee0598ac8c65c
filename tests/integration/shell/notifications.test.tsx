import { configure, screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { authProvider } from "@providers/auth";
import { getMyNotifications } from "@providers/data/api";
import { server } from "@/mocks/node";
import { renderApp } from "@tests/helpers/render-app";
import { useViewport } from "./viewport";
import { errorAnswer } from "@tests/helpers/error-answer";

configure({ asyncUtilTimeout: 8000 });

const envelope = (payload: unknown, code = "success", message = "OK") =>
  HttpResponse.json({ code, message, payload });
const today = (hours: number) => {
  const date = new Date();
  date.setHours(hours, 0, 0, 0);
  return date.toISOString();
};

async function signInAndCountUnread(email = "admin@demo.test") {
  await authProvider.login({ email, password: "Demo1234!" });
  const answer = await getMyNotifications();
  return answer.payload.results.filter((item) => !item.readByUserAt).length;
}

const bell = () => screen.findByRole("button", { name: /^Notifications, \d+ unread$/ });
const drawer = () => screen.findByRole("dialog", { name: "Notification" });

describe("notification bell and drawer", () => {
  useViewport(1440);

  it("shows the unread count on the bell, the list grouped by day, and a click marks an item read", async () => {
    const unread = await signInAndCountUnread();
    expect(unread).toBeGreaterThan(1);
    const { user } = await renderApp({ url: "/dashboard" });
    expect(
      await screen.findByRole("button", { name: `Notifications, ${unread} unread` }),
    ).toBeInTheDocument();
    expect(screen.getByTestId("notification-badge")).toHaveTextContent(String(unread));

    await user.click(await bell());
    const panel = await drawer();
    expect(await within(panel).findByText("Today")).toBeInTheDocument();
    // The demo's notes are each about a record: links to it.
    const unreadItems = await within(panel).findAllByRole("link", { name: /./ });
    const first = unreadItems.find((link) => link.getAttribute("data-unread") === "true")!;
    await user.click(first);
    await waitFor(() => expect(first).toHaveAttribute("data-unread", "false"));
    // The item opened its record's page meanwhile: on a busy machine that render takes a while.
    expect(
      await screen.findByRole(
        "button",
        { name: `Notifications, ${unread - 1} unread` },
        { timeout: 20_000 },
      ),
    ).toBeInTheDocument();
    // The server has it read too.
    expect(
      (await getMyNotifications()).payload.results.filter((item) => !item.readByUserAt),
    ).toHaveLength(unread - 1);
  });

  it("marks all as read: the link disappears and the badge hides", async () => {
    await signInAndCountUnread();
    const { user } = await renderApp({ url: "/dashboard" });
    await user.click(await bell());
    const panel = await drawer();
    await user.click(await within(panel).findByRole("button", { name: "Mark all as read" }));
    await waitFor(() =>
      expect(
        within(panel).queryByRole("button", { name: "Mark all as read" }),
      ).not.toBeInTheDocument(),
    );
    expect(
      await screen.findByRole("button", { name: "Notifications, 0 unread" }),
    ).toBeInTheDocument();
    expect(panel.querySelectorAll('[data-unread="true"]')).toHaveLength(0);
  });

  it("keeps an item unread and shows the server message when marking it fails", async () => {
    await signInAndCountUnread();
    server.use(
      http.patch("*/api/my-notifications/mark-as-read", () =>
        errorAnswer(500, "server_error", "Notification service is busy"),
      ),
    );
    const { user } = await renderApp({ url: "/dashboard" });
    await user.click(await bell());
    const panel = await drawer();
    await within(panel).findByText("Today");
    const first = panel.querySelector<HTMLElement>('[data-unread="true"]')!;
    await user.click(first);
    expect(await screen.findByText("Notification service is busy")).toBeInTheDocument();
    expect(first).toHaveAttribute("data-unread", "true");
  });

  it("refuses to mark an item without receiverUserId, with the spec's message", async () => {
    server.use(
      http.get("*/api/my-notifications", () =>
        envelope({
          results: [
            {
              id: "n-1",
              title: "Stock alert",
              message: "Low stock",
              createdAt: today(9),
              readByUserAt: null,
            },
          ],
        }),
      ),
    );
    const { user } = await renderApp({ user: "admin@demo.test", url: "/dashboard" });
    await user.click(await screen.findByRole("button", { name: "Notifications, 1 unread" }));
    const panel = await drawer();
    await user.click(await within(panel).findByText("Stock alert"));
    expect(
      await screen.findByText("Receiver User ID not found for this notification."),
    ).toBeInTheDocument();
    expect(within(panel).getByText("Low stock")).toBeInTheDocument();
    expect(within(panel).getByText("09:00")).toBeInTheDocument();
  });

  it("says 'There is no notification.' when the list is empty, and hides the badge and the mark-all link", async () => {
    server.use(http.get("*/api/my-notifications", () => envelope({ results: [] })));
    const { user } = await renderApp({ user: "admin@demo.test", url: "/dashboard" });
    await user.click(await screen.findByRole("button", { name: "Notifications, 0 unread" }));
    const panel = await drawer();
    expect(await within(panel).findByText("There is no notification.")).toBeInTheDocument();
    expect(
      within(panel).queryByRole("button", { name: "Mark all as read" }),
    ).not.toBeInTheDocument();
    expect(screen.getByTestId("notification-badge").querySelector(".ant-badge-count")).toBeNull();
  });

  it("shows the invalid-structure message for an answer not flagged success, and the list is empty", async () => {
    server.use(
      http.get("*/api/my-notifications", () => HttpResponse.json({ code: "error", payload: null })),
    );
    const { user } = await renderApp({ user: "admin@demo.test", url: "/dashboard" });
    expect(
      await screen.findByText("Failed to fetch notifications: Invalid response structure"),
    ).toBeInTheDocument();
    await user.click(await screen.findByRole("button", { name: "Notifications, 0 unread" }));
    expect(
      await within(await drawer()).findByText("There is no notification."),
    ).toBeInTheDocument();
  });

  it("shows the server's message when the fetch fails", async () => {
    server.use(
      http.get("*/api/my-notifications", () =>
        errorAnswer(503, "server_error", "Notifications are under maintenance"),
      ),
    );
    await renderApp({ user: "admin@demo.test", url: "/dashboard" });
    expect(await screen.findByText("Notifications are under maintenance")).toBeInTheDocument();
  });
});
