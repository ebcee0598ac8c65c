import { Refine } from "@refinedev/core";
import routerProvider from "@refinedev/react-router";
import { configure, render, screen, waitFor } from "@testing-library/react";
import type { ReactElement } from "react";
import { MemoryRouter, Route, Routes } from "react-router";
import { accessControlProvider } from "@providers/access-control";
import { authProvider } from "@providers/auth";
import { i18nProvider, initI18n } from "@providers/i18n";
import { AppProviders } from "@/components/app-providers";
import { pageChunk, preloadPageFrame, PrivatePage } from "@/lib/page-loader";
import type { LazyPage } from "@/lib/resource";

configure({ asyncUtilTimeout: 8000 });

/**
 * The page "widgets" under a permission area, for a signed-in demo user: catalog@demo.test holds the
 * catalogue permissions (PRODUCT) and not TRANSACTION.
 */
async function renderPage(page: LazyPage, permissionArea = "PRODUCT") {
  await initI18n();
  await authProvider.login({ email: "catalog@demo.test", password: "Demo1234!" });
  // As at start-up on a private URL (App.tsx: preloadPrivateRoute).
  await preloadPageFrame();
  return render(
    <MemoryRouter initialEntries={["/widgets"]}>
      <AppProviders>
        <Refine
          routerProvider={routerProvider}
          i18nProvider={i18nProvider}
          accessControlProvider={accessControlProvider}
          resources={[{ name: "widgets", list: "/widgets", meta: { permissionArea } }]}
          options={{ disableTelemetry: true }}
        >
          <p>Shell header</p>
          <Routes>
            <Route
              path="/widgets"
              element={
                <PrivatePage
                  route={{
                    path: "/widgets",
                    page,
                    access: { resource: "widgets", action: "list" },
                  }}
                />
              }
            />
          </Routes>
        </Refine>
      </AppProviders>
    </MemoryRouter>,
  );
}

describe("lazy pages", () => {
  it("shows 'Preparing the feature...' while the page code loads, then fades the overlay out and removes it after 500 ms", async () => {
    let arrive: (module: { default: () => ReactElement }) => void = () => undefined;
    const page: LazyPage = () => new Promise((resolve) => (arrive = resolve));
    await renderPage(page);
    expect(await screen.findByText("Preparing the feature...")).toBeInTheDocument();
    expect(screen.getByTestId("page-loading-overlay")).toHaveAttribute("data-phase", "loading");

    const started = Date.now();
    arrive({ default: () => <h1>Widgets</h1> });
    expect(await screen.findByRole("heading", { name: "Widgets" })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByTestId("page-loading-overlay")).toHaveAttribute("data-phase", "fading"),
    );
    expect(screen.getByTestId("page-loading-overlay")).toHaveStyle({
      opacity: "0",
      transition: "opacity 500ms ease",
    });
    await waitFor(
      () => expect(screen.queryByTestId("page-loading-overlay")).not.toBeInTheDocument(),
      { timeout: 3000 },
    );
    expect(Date.now() - started).toBeGreaterThanOrEqual(450);
  });

  it("renders a prefetched page at once, without the loader", async () => {
    const page: LazyPage = () => Promise.resolve({ default: () => <h1>Prefetched widgets</h1> });
    await pageChunk(page).preload();
    await renderPage(page);
    expect(await screen.findByRole("heading", { name: "Prefetched widgets" })).toBeInTheDocument();
    expect(screen.queryByTestId("page-loading-overlay")).not.toBeInTheDocument();
    expect(screen.queryByText("Preparing the feature...")).not.toBeInTheDocument();
  });

  it("shows no loader for code that arrives quickly", async () => {
    const page: LazyPage = () =>
      new Promise((resolve) =>
        setTimeout(() => resolve({ default: () => <h1>Quick widgets</h1> }), 20),
      );
    await renderPage(page);
    expect(await screen.findByRole("heading", { name: "Quick widgets" })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(screen.queryByTestId("page-loading-overlay")).not.toBeInTheDocument();
  });

  it("shows 'New Update Available' with the advice and a reload button when the page code cannot load", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    await renderPage(() =>
      Promise.reject(
        new TypeError("Failed to fetch dynamically imported module: /assets/list-abc.js"),
      ),
    );
    expect(await screen.findByText("New Update Available")).toBeInTheDocument();
    const advice = screen.getByText(/hard reload/);
    expect(advice).toHaveTextContent(/clear your browser cache/);
    expect(advice).toHaveTextContent(/private mode or another browser/);
    expect(advice).toHaveTextContent(/contact the administrator/);
    expect(screen.getByRole("button", { name: "Reload" })).toBeInTheDocument();
    expect(screen.getByText("Shell header")).toBeInTheDocument();
  });

  it("keeps the shell alive when a page crashes", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const Broken = () => {
      throw new Error("bad data");
    };
    await renderPage(() => Promise.resolve({ default: Broken }));
    expect(await screen.findByText("This page could not be shown")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Try again" })).toBeInTheDocument();
    expect(screen.getByText("Shell header")).toBeInTheDocument();
  });

  it("shows the 403 page and never loads the page code for a refused user", async () => {
    const page = vi.fn<LazyPage>(() => Promise.resolve({ default: () => <h1>Widgets</h1> }));
    await renderPage(page, "TRANSACTION");
    expect(
      await screen.findByText(/You don't have permission to open this page/),
    ).toBeInTheDocument();
    expect(page).not.toHaveBeenCalled();
  });
});
