import { configure, screen, within } from "@testing-library/react";
import { renderApp } from "@tests/helpers/render-app";

configure({ asyncUtilTimeout: 8000 });

// The drawer's code cannot be downloaded, as after a deployment that removed the old files.
vi.mock("@/layout/notifications/notification-drawer", () => {
  throw new TypeError(
    "Failed to fetch dynamically imported module: /assets/notification-drawer-abc.js",
  );
});

describe("a part of the shell whose code fails to download", () => {
  it("says 'New Update Available' in a dialog with the advice and a reload button; the shell stays", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const { user } = await renderApp({ user: "admin@demo.test", url: "/dashboard" });
    await user.click(await screen.findByRole("button", { name: /Notifications/ }));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByText("New Update Available")).toBeInTheDocument();
    expect(within(dialog).getByText(/hard reload/)).toHaveTextContent(/contact the administrator/);
    expect(within(dialog).getByRole("button", { name: "Reload" })).toBeInTheDocument();
    // The rest of the shell is untouched.
    expect(screen.getByRole("button", { name: /User menu/ })).toBeInTheDocument();
  });
});
