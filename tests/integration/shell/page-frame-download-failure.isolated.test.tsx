import { configure, screen } from "@testing-library/react";
import { renderPage } from "@tests/helpers/render-page";

configure({ asyncUtilTimeout: 8000 });

// The page frame's access check cannot be downloaded, as after a deployment that removed the old files.
vi.mock("@/components/page-access", () => {
  throw new TypeError("Failed to fetch dynamically imported module: /assets/page-access-abc.js");
});

describe("a page whose frame's code fails to download", () => {
  it("says 'New Update Available' with a reload button where the page would be", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    await renderPage({ user: "admin@demo.test", url: "/dashboard" });
    expect(await screen.findByText("New Update Available")).toBeInTheDocument();
    expect(screen.getByText(/hard reload/)).toHaveTextContent(/private mode or another browser/);
    expect(screen.getByRole("button", { name: "Reload" })).toBeInTheDocument();
    // Inside the page's frame (the shell around it stays): not the whole app's screen.
    expect(screen.getByRole("main")).toContainElement(screen.getByText("New Update Available"));
  });
});
