import { act, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { initI18n } from "@providers/i18n";
import { FullPageLoader } from "@/components/full-page-loader";
import { currentUrl, renderApp } from "@tests/helpers/render-app";

describe("not found", () => {
  it("says 'Sorry, the page you visited does not exist.' and Back Home goes to /", async () => {
    const { user } = await renderApp({ url: "/no/such/page" });
    expect(
      await screen.findByText("Sorry, the page you visited does not exist."),
    ).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Back Home" }));
    await waitFor(() => expect(currentUrl()).toBe("/"));
    expect(await screen.findByRole("button", { name: "Login" })).toBeInTheDocument();
  });
});

describe("search region", () => {
  it("searches Indonesian regions without signing in", async () => {
    const { user } = await renderApp({ url: "/search-region" });
    const search = await screen.findByRole("searchbox", { name: "Region" });
    await user.type(search, "Ma");
    expect(screen.getByText("Type at least 3 characters to search.")).toBeInTheDocument();
    await user.type(search, "mpang");
    expect(await screen.findByText("Bangka", {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByText("12730")).toBeInTheDocument();
    expect(screen.getAllByText("DKI Jakarta").length).toBeGreaterThan(0);
    expect(currentUrl()).toBe("/search-region");
  });

  it("finds Cibinong at every level it is, whatever the case and accents typed", async () => {
    const { user } = await renderApp({ url: "/search-region" });
    const search = await screen.findByRole("searchbox", { name: "Region" });
    await user.type(search, "CIBINÔNG");
    // The district's sub-districts (Pakansari…) and the sub-district of the same name, 16911.
    expect(await screen.findByText("Pakansari", {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByText("16911")).toBeInTheDocument();
    expect(screen.getAllByText("Cibinong").length).toBeGreaterThan(1);
    expect(screen.getAllByText("Kabupaten Bogor").length).toBeGreaterThan(0);
    expect(screen.queryByText(/No region matches/)).toBeNull();
  });
});

describe("feature loader", () => {
  afterEach(() => vi.useRealTimers());

  it("rotates its four messages every 3 s in the spec's order", async () => {
    await initI18n();
    vi.useFakeTimers();
    render(<FullPageLoader />);
    const messages = [
      "Downloading features...",
      "Hope you have a good day..",
      "Please wait, we still makesure all features downloaded...",
      "Thanks for waiting",
    ];
    expect(screen.getByText(messages[0]!)).toBeInTheDocument();
    for (const message of [...messages.slice(1), messages[0]!]) {
      act(() => vi.advanceTimersByTime(2999));
      expect(screen.queryByText(message)).not.toBeInTheDocument();
      act(() => vi.advanceTimersByTime(1));
      expect(screen.getByText(message)).toBeInTheDocument();
    }
  });
});
