import { render, screen, within } from "@testing-library/react";
import { i18n } from "@providers/i18n";
import { AppProviders } from "@/components/app-providers";
import { AppErrorBoundary, PageErrorBoundary } from "@/components/page-error-boundary";
import { WidgetErrorBoundary } from "@/components/widget-error-boundary";

const CHUNK_LOAD_ERROR = new TypeError(
  "Failed to fetch dynamically imported module: /assets/list-abc.js",
);

function Throws({ error }: { error: Error }): never {
  throw error;
}

/**
 * After a deployment that removed the old files, the locale files cannot be downloaded either: every
 * lazily loaded namespace fails, and none is loaded, in any language.
 */
beforeEach(async () => {
  vi.spyOn(console, "error").mockImplementation(() => undefined);
  const backend = (
    i18n.services.backendConnector as {
      backend: { read: (lng: string, ns: string, callback: (...args: unknown[]) => void) => void };
    }
  ).backend;
  vi.spyOn(backend, "read").mockImplementation((_lng, ns, callback) =>
    callback(new TypeError(`Failed to fetch dynamically imported module: /assets/${ns}.js`), false),
  );
  for (const lng of ["en", "id", "jp"])
    for (const ns of ["translation", "login", "language"]) i18n.removeResourceBundle(lng, ns);
  await i18n.changeLanguage("id");
});

/** No key of a locale file ("public.newUpdate.title", "shell.pageError.retry") on the screen. */
const expectNoRawKeys = () =>
  expect(document.body.textContent).not.toMatch(/\b(public|shell|newUpdate|appCrash|pageError)\./);

describe("the screens of a failed download, in Indonesian, with no locale file loaded", () => {
  it("a page's code: 'Pembaruan Baru Tersedia' with the advice and a reload button", async () => {
    render(
      <AppProviders>
        <PageErrorBoundary>
          <Throws error={CHUNK_LOAD_ERROR} />
        </PageErrorBoundary>
      </AppProviders>,
    );
    expect(await screen.findByText("Pembaruan Baru Tersedia")).toBeInTheDocument();
    expect(screen.getByText(/hard reload/)).toHaveTextContent(/hapus cache browser Anda/);
    expect(screen.getByRole("button", { name: "Muat Ulang" })).toBeInTheDocument();
    expectNoRawKeys();
  });

  it("a page that crashed: its message and a retry button", async () => {
    render(
      <AppProviders>
        <PageErrorBoundary>
          <Throws error={new Error("bad data")} />
        </PageErrorBoundary>
      </AppProviders>,
    );
    expect(await screen.findByText("Halaman ini tidak dapat ditampilkan")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Coba lagi" })).toBeInTheDocument();
    expectNoRawKeys();
  });

  it("a part of the shell: the dialog", async () => {
    render(
      <AppProviders>
        <WidgetErrorBoundary label="Notification drawer">
          <Throws error={CHUNK_LOAD_ERROR} />
        </WidgetErrorBoundary>
      </AppProviders>,
    );
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByText("Pembaruan Baru Tersedia")).toBeInTheDocument();
    expect(within(dialog).getByText(/hard reload/)).toHaveTextContent(/hubungi administrator/);
    expect(within(dialog).getByRole("button", { name: "Muat Ulang" })).toBeInTheDocument();
    expectNoRawKeys();
  });

  it("the whole app: a failed download, and any other error", async () => {
    const { unmount } = render(
      <AppProviders>
        <AppErrorBoundary>
          <Throws error={CHUNK_LOAD_ERROR} />
        </AppErrorBoundary>
      </AppProviders>,
    );
    expect(await screen.findByText("Pembaruan Baru Tersedia")).toBeInTheDocument();
    expectNoRawKeys();
    unmount();
    render(
      <AppProviders>
        <AppErrorBoundary>
          <Throws error={new Error("bad data")} />
        </AppErrorBoundary>
      </AppProviders>,
    );
    expect(await screen.findByText("Terjadi kesalahan")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Muat Ulang" })).toBeInTheDocument();
    expectNoRawKeys();
  });
});
