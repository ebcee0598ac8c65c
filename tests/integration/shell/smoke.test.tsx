import { screen, within } from "@testing-library/react";
import { renderApp } from "@tests/helpers/render-app";
import { useViewport } from "./viewport";

describe("shell smoke", () => {
  useViewport(1440);
  it("renders the dashboard for admin", async () => {
    await renderApp({ user: "admin@demo.test", url: "/dashboard" });
    expect(await screen.findByText(/Good (morning|afternoon|evening), /, {}, { timeout: 10000 })).toBeInTheDocument();
    const nav = await screen.findByRole("menu", { name: "Main menu" });
    expect(within(nav).getByText("Dashboard")).toBeInTheDocument();
  });
});
