import { configure, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { server } from "@/mocks/node";
import { config } from "@/config";
import { currentUrl, renderApp } from "@tests/helpers/render-app";
import { useViewport } from "./viewport";
import { errorAnswer } from "@tests/helpers/error-answer";

configure({ asyncUtilTimeout: 8000 });

const ok = (payload: unknown) => HttpResponse.json({ code: "success", message: "OK", payload });

/** The manager chooses the sub app: /my-dashboard is one of the outlet selector's paths. */
async function openSubApp() {
  const rendered = await renderApp({ user: "manager@demo.test", url: "/dashboard" });
  await rendered.user.click(await screen.findByRole("combobox", { name: "View as" }));
  await rendered.user.click(await screen.findByTitle("Sub App"));
  await waitFor(() => expect(currentUrl()).toBe("/my-dashboard"));
  return rendered;
}

describe("outlet selector (global filter)", () => {
  useViewport(1440);
  const gets: string[] = [];

  beforeEach(() => {
    gets.length = 0;
    server.events.on("request:start", ({ request }) => {
      if (request.method === "GET") gets.push(new URL(request.url).pathname);
    });
  });
  afterEach(() => server.events.removeAllListeners());

  it("loads my-brands and my-stores in the sub app and selects the first store; the choice is kept", async () => {
    const { user } = await openSubApp();
    const selector = await screen.findByTestId("outlet-selector");
    await waitFor(() =>
      expect(localStorage.getItem(config.storageKeys.globalFilter)).not.toBeNull(),
    );
    expect(gets).toEqual(expect.arrayContaining(["/api/my-brands", "/api/my-stores"]));
    const stored = JSON.parse(localStorage.getItem(config.storageKeys.globalFilter)!);
    // The manager's sub role covers the outlets of brand 1: the first one is selected, its brand derived.
    expect(stored).toMatchObject({
      storeId: stored.stores[0].storeId,
      brandId: "brd-1",
      sub: true,
    });
    const first = stored.stores[0].storeName as string;
    expect(await within(selector).findByText(first)).toBeInTheDocument();
    // The dashboard shows the selection.
    expect(await screen.findByText(new RegExp(`Outlet: ${first}`))).toBeInTheDocument();

    await user.click(within(selector).getByRole("combobox"));
    const second = stored.stores[1].storeName as string;
    await user.click(await screen.findByTitle(second));
    await waitFor(() =>
      expect(
        JSON.parse(localStorage.getItem(config.storageKeys.globalFilter)!).storeDetail.storeName,
      ).toBe(second),
    );
    expect(await screen.findByText(new RegExp(`Outlet: ${second}`))).toBeInTheDocument();
  });

  it("with no outlet data shows the modal with its text, and Reload fetches again", async () => {
    server.use(
      http.get("*/api/my-stores", () => ok({ results: [], count: 0 })),
      http.get("*/api/my-brands", () => ok({ results: [], count: 0 })),
    );
    const { user } = await openSubApp();
    const modal = await screen.findByRole("dialog", { name: "No outlet data" });
    expect(
      within(modal).getByText(
        "Outlet data is empty or something might be wrong. Please reload to try again.",
      ),
    ).toBeInTheDocument();
    const before = gets.filter((path) => path === "/api/my-stores").length;
    // antd animates the modal in; a person clicks once it is there.
    fireEvent.click(within(modal).getByRole("button", { name: "Reload" }));
    await waitFor(() =>
      expect(gets.filter((path) => path === "/api/my-stores").length).toBe(before + 1),
    );

    // The placeholder says so too, and a click on it fetches again.
    fireEvent.click(within(modal).getByRole("button", { name: "Close" }));
    const selector = await screen.findByTestId("outlet-selector");
    expect(within(selector).getByText("No outlet data")).toBeInTheDocument();
    const count = gets.filter((path) => path === "/api/my-stores").length;
    await user.click(within(selector).getByRole("combobox"));
    await waitFor(() =>
      expect(gets.filter((path) => path === "/api/my-stores").length).toBe(count + 1),
    );
  });

  it("shows an error modal when fetching outlets fails", async () => {
    server.use(
      http.get("*/api/my-stores", () =>
        errorAnswer(500, "server_error", "Outlet service unavailable"),
      ),
    );
    await openSubApp();
    const dialog = await screen.findByRole("dialog", { name: "Outlet data could not be loaded" });
    expect(within(dialog).getByText("Outlet service unavailable")).toBeInTheDocument();
  });
});
