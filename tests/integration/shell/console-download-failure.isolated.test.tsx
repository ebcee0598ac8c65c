import { configure, screen } from "@testing-library/react";
import { renderApp } from "@tests/helpers/render-app";

configure({ asyncUtilTimeout: 8000 });

// The shell's code cannot be downloaded, as after a deployment that removed the old files.
vi.mock("@/layout/shell", () => {
  throw new TypeError("Failed to fetch dynamically imported module: /assets/shell-abc.js");
});

describe("a screen whose code fails to download", () => {
  it("says 'New Update Available' with a reload button instead of a blank page", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    await renderApp({ user: "admin@demo.test", url: "/dashboard" });
    expect(await screen.findByText("New Update Available")).toBeInTheDocument();
    expect(screen.getByText(/hard reload/)).toHaveTextContent(/private mode or another browser/);
    expect(screen.getByRole("button", { name: "Reload" })).toBeInTheDocument();
  });
});
