import { configure, screen, waitFor, within } from "@testing-library/react";
import { pageReload } from "@providers/auth/page-reload";
import { getSession } from "@providers/auth/session";
import { getUserSessions } from "@resources/account/api";
import { currentUrl, renderApp } from "@tests/helpers/render-app";
import { renderPage } from "@tests/helpers/render-page";
import { useViewport } from "./viewport";

configure({ asyncUtilTimeout: 8000 });

describe("own-account pages", () => {
  useViewport(1440);

  it("/my-profile edits the name in first-middle-last form and the header follows", async () => {
    const { user } = await renderApp({ user: "admin@demo.test", url: "/my-profile" });
    await user.click(await screen.findByRole("button", { name: /Edit profile/ }));
    const first = screen.getByLabelText("First name");
    await user.clear(first);
    await user.click(screen.getByRole("button", { name: "Save" }));
    // The schema's message, as the demo API says it too.
    expect(await screen.findByText("First name is required.")).toBeInTheDocument();

    await user.type(first, "Alicia");
    await user.type(screen.getByLabelText(/^Middle name/), "Putri");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Your profile has been updated.")).toBeInTheDocument();
    expect(await screen.findByText("Alicia Putri Admin")).toBeInTheDocument();
    // 18 characters: the displayed name is cut at 15 (spec 2.4).
    expect(screen.getByTestId("user-display-name")).toHaveTextContent("Alicia Putri Ad...");
    expect(screen.getByTestId("welcome-line")).toHaveTextContent("Welcome, Alicia");
    expect(getSession()?.user).toMatchObject({
      firstName: "Alicia",
      middleName: "Putri",
      name: "Alicia Putri Admin",
    });
  });

  it("/my-profile refuses an invalid phone number", async () => {
    const { user } = await renderPage({ user: "admin@demo.test", url: "/my-profile" });
    await user.click(await screen.findByRole("button", { name: /Edit profile/ }));
    const phone = screen.getByLabelText(/^Phone/);
    await user.clear(phone);
    await user.type(phone, "12ab");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Please enter a valid phone number.")).toBeInTheDocument();
  });

  it("/user/{userId} lists the active sessions and signs another one out", async () => {
    const { user } = await renderApp({ user: "admin@demo.test", url: "/dashboard" });
    await user.click(await screen.findByRole("button", { name: /User menu/ }));
    await user.click(await screen.findByRole("menuitem", { name: /My Active Sessions/ }));
    const userId = getSession()!.user.userId;
    await waitFor(() => expect(currentUrl()).toBe(`/user/${userId}`));
    const table = await screen.findByRole("table");
    expect(await within(table).findByText("This device")).toBeInTheDocument();
    const before = (await getUserSessions(userId)).length;
    expect(before).toBeGreaterThan(1);
    const other = within(table)
      .getAllByRole("row")
      .find((row) => row.querySelector("td") && !within(row).queryByText("This device"))!;
    await user.click(within(other).getByRole("button", { name: /Sign out/ }));
    // The confirmation's own Sign out button (the rows' buttons are named Sign out too).
    const confirmation = await screen.findByRole("tooltip");
    expect(confirmation).toHaveTextContent("Sign out this session?");
    await user.click(within(confirmation).getByRole("button", { name: "Sign out" }));
    expect(await screen.findByText("The session has been signed out.")).toBeInTheDocument();
    expect(await getUserSessions(userId)).toHaveLength(before - 1);
  });

  it("/user/{userId}: the row of this device signs out here, after a confirmation", async () => {
    const reload = vi.spyOn(pageReload, "reload").mockImplementation(() => undefined);
    const { user } = await renderPage({ user: "admin@demo.test", url: "/user/usr-admin" });
    const table = await screen.findByRole("table");
    const row = (await within(table).findByText("This device")).closest("tr")!;
    await user.click(within(row).getByRole("button", { name: /Sign out/ }));
    const confirmation = await screen.findByRole("tooltip");
    expect(confirmation).toHaveTextContent(
      "Sign out on this device?You will be signed out of the console here and return to the sign-in page.",
    );
    expect(getSession()).not.toBeNull();
    await user.click(within(confirmation).getByRole("button", { name: "Sign out" }));
    // As the user menu's Logout: the stored session is gone and the page reloads at the sign-in page.
    await waitFor(() => expect(reload).toHaveBeenCalledWith("/login"));
    expect(getSession()).toBeNull();
    reload.mockRestore();
  });

  it("/my-contacts lists colleagues and searches them", async () => {
    const { user } = await renderPage({ user: "admin@demo.test", url: "/my-contacts" });
    const table = await screen.findByRole("table");
    const search = screen.getByRole("searchbox", { name: "Search contacts" });
    await user.type(search, "catalog@demo{Enter}");
    expect(await within(table).findByText("catalog@demo.test")).toBeInTheDocument();
    await user.clear(search);
    await user.type(search, "manager@demo{Enter}");
    await waitFor(() =>
      expect(within(table).queryByText("catalog@demo.test")).not.toBeInTheDocument(),
    );
    expect(within(table).getByText("manager@demo.test")).toBeInTheDocument();
  });

  it("/my-activity lists the user's own activities", async () => {
    await renderPage({ user: "admin@demo.test", url: "/my-activity" });
    const table = await screen.findByRole("table");
    expect(await within(table).findAllByText(/Login|Page view|Logout/)).not.toHaveLength(0);
  });

  it("/sync-data synchronises for a user with ROLE_AND_ACCESS and is refused without it", async () => {
    const { user, unmount } = await renderPage({ user: "admin@demo.test", url: "/sync-data" });
    await user.click(await screen.findByRole("button", { name: /Sync now/ }));
    expect(await screen.findByText(/Data synchronised at/)).toBeInTheDocument();
    expect(screen.getByTestId("sync-status")).toHaveTextContent(/Last synchronised:/);
    unmount();
    await renderPage({ user: "manager@demo.test", url: "/sync-data" });
    expect(
      await screen.findByText(/You don't have permission to open this page/),
    ).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Sync now/ })).not.toBeInTheDocument();
  });
});
