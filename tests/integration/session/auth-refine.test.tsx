import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { currentUrl, renderApp } from "@tests/helpers/render-app";

/** The auth provider inside the real app: Refine's guards honour check() and ?to=. */
describe("authProvider inside Refine", () => {
  it("a signed-out user opening a private page is sent to /login and the location is kept", async () => {
    await renderApp({ url: "/dashboard" });
    await waitFor(() => expect(currentUrl()).toBe("/login?to=%2Fdashboard"));
  });

  it("a signed-in user opens the private page", async () => {
    await renderApp({ user: "admin@demo.test", url: "/dashboard" });
    await waitFor(() => expect(currentUrl()).toBe("/dashboard"));
    // The dashboard greets them by name.
    expect(
      await screen.findByRole("heading", { level: 1, name: /Alice/ }, { timeout: 10_000 }),
    ).toBeInTheDocument();
  });
});
