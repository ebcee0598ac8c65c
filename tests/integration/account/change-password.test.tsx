import { configure, screen, waitFor } from "@testing-library/react";
import { renderApp } from "@tests/helpers/render-app";
import { currentUrl } from "@tests/helpers/render-page";

configure({ asyncUtilTimeout: 10000 });
vi.setConfig({ testTimeout: 90_000 });

describe("/change-password (the signed-in user's own password)", () => {
  it("asks before leaving with something typed, and stays when the user declines", async () => {
    const confirm = vi.spyOn(window, "confirm").mockReturnValue(false);
    const { user } = await renderApp({ user: "admin@demo.test", url: "/change-password" });
    const current = await screen.findByLabelText("Current Password");
    await user.type(current, "Rahasia2025!");
    // Leave through the shell's first link to another page (the logo, the breadcrumbs' home).
    const away = await waitFor(() => {
      const link = [...document.querySelectorAll<HTMLAnchorElement>("a[href^='/']")].find(
        (anchor) => anchor.getAttribute("href") !== "/change-password",
      );
      if (!link) throw new Error("no link to another page yet");
      return link;
    });
    await user.click(away);
    expect(confirm).toHaveBeenCalled();
    expect(currentUrl()).toBe("/change-password");
    expect(screen.getByLabelText("Current Password")).toHaveValue("Rahasia2025!");
    confirm.mockRestore();
  });
});
