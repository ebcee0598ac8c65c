import { configure, screen, waitFor, within } from "@testing-library/react";
import { db } from "@/mocks/node";
import { formatNumber } from "@/lib/format";
import { courierName } from "@resources/configuration/schema/couriers";
import { renderPage } from "@tests/helpers/render-page";
import { api, signIn } from "../../unit/mocks/api";
import { rowsOf } from "../catalogue/helpers";

configure({ asyncUtilTimeout: 15000 });
vi.setConfig({ testTimeout: 90_000 });

const ADMIN = "admin@demo.test";

interface PageCase {
  page: string;
  /** The page's own URL, where its "Change log" button is. */
  settings: string;
  /** The change, made through the demo API as an admin would; gives the line it must show. */
  change: (token: string) => Promise<string>;
  /** What must not be read on the page (keys, raw values, ids). */
  raw: RegExp;
}

const read = async (token: string, path: string) => (await api("GET", path, { token })).payload;
const patch = async (token: string, path: string, body: unknown) => {
  const saved = await api("PATCH", path, { token, body });
  expect(saved.status, JSON.stringify(saved)).toBe(200);
};

/**
 * Issue 25: the settings pages and the wallets have change logs too: one entry per save, each
 * setting by its label, each value in words (a courier by its name, a choice by its label).
 */
const CASES: PageCase[] = [
  {
    page: "/transaction-settings/change-logs",
    settings: "/transaction-settings",
    change: async (token) => {
      const now = await read(token, "/app-config-settings/transaction");
      const next = now.TRX_ALLOW_ZERO_PAYMENT === "ALLOWED" ? "NOT_ALLOWED" : "ALLOWED";
      await patch(token, "/app-config-settings/transaction", {
        ...now,
        TRX_ALLOW_ZERO_PAYMENT: next,
      });
      return next === "ALLOWED"
        ? "Allow Zero Payment?: Not allowed → Allowed"
        : "Allow Zero Payment?: Allowed → Not allowed";
    },
    raw: /TRX_|NOT_ALLOWED|\bALLOWED\b/,
  },
  {
    page: "/config-shipment/change-logs",
    settings: "/config-shipment",
    change: async (token) => {
      const now = await read(token, "/app-config-settings/shipment");
      await patch(token, "/app-config-settings/shipment", {
        ...now,
        instant: now.instant.slice(1),
      });
      return `Instant couriers: removed: ${courierName(now.instant[0])}`;
    },
    raw: /biteship\./,
  },
  {
    page: "/config-eye-test-constant/change-logs",
    settings: "/config-eye-test-constant",
    change: async (token) => {
      const now = await read(token, "/app-config-settings/eye-test-constants");
      await patch(token, "/app-config-settings/eye-test-constants", {
        ...now,
        bMyopia: now.bMyopia + 0.5,
      });
      return `B myopia: ${formatNumber(now.bMyopia)} → ${formatNumber(now.bMyopia + 0.5)}`;
    },
    raw: /EYE_TEST_|bMyopia/,
  },
  {
    page: "/config-omnicare-links/change-logs",
    settings: "/config-omnicare-links",
    change: async (token) => {
      const now = await read(token, "/app-config-settings/omnicare-links");
      const first = now.links[0];
      await patch(token, "/app-config-settings/omnicare-links", {
        ...now,
        links: [{ ...first, url: "https://wa.me/6281100001111" }, ...now.links.slice(1)],
      });
      return `Links: added: ${first.label} (https://wa.me/6281100001111); removed: ${first.label} (${first.url})`;
    },
    raw: /OMNICARE_|\[object/,
  },
  {
    page: "/config-contact-us/change-logs",
    settings: "/config-contact-us",
    change: async (token) => {
      const now = await read(token, "/app-configs/CONTACT_US");
      await patch(token, "/app-configs/CONTACT_US", {
        value: { ...now.value, address: "Jl. Thamrin No. 9, Jakarta Pusat" },
      });
      return `Head-office address: ${now.value.address} → Jl. Thamrin No. 9, Jakarta Pusat`;
    },
    raw: /CONTACT_US|\{/,
  },
];

describe("the settings pages' change logs read in words", () => {
  for (const page of CASES) {
    it(`${page.page} shows the save just made, by whom, in words`, async () => {
      const token = await signIn(ADMIN);
      const line = await page.change(token);
      await renderPage({ user: ADMIN, url: page.page });
      const table = await screen.findByRole("table", { name: /Change log/ });
      await waitFor(() => expect(rowsOf(table).length).toBeGreaterThan(0));
      const latest = rowsOf(table)[0]!;
      expect(latest).toHaveTextContent(line);
      expect(latest).toHaveTextContent(/Alice Admin \(.+\)/);
      expect(latest.textContent).not.toMatch(page.raw);
    });
  }

  it("a page nobody has changed says so, in words", async () => {
    await renderPage({ user: ADMIN, url: "/config-omnicare-links/change-logs" });
    expect(await screen.findByText("No changes recorded yet.")).toBeInTheDocument();
  });

  it("each settings page links to its change log", async () => {
    const { user } = await renderPage({ user: ADMIN, url: "/config-shipment" });
    await user.click(await screen.findByRole("link", { name: /Change log/ }));
    expect(
      await screen.findByRole("heading", { name: "Change log: Shipment" }),
    ).toBeInTheDocument();
  });

  it("a wallet's change log holds the staff's point changes: the balance and the reason", async () => {
    const wallet = db.walletPoints.all().find((row) => row.balance > 0)!;
    const token = await signIn(ADMIN);
    const added = await api("POST", `/wallet-points/${wallet.wpId}/add-point`, {
      token,
      body: { points: 250, reason: "Compensation for a late frame." },
    });
    expect(added.status).toBe(201);
    const { user } = await renderPage({ user: ADMIN, url: `/wallet-points/${wallet.wpId}` });
    await user.click(await screen.findByRole("link", { name: /Change log/ }));
    const table = await screen.findByRole("table", { name: /Change log/ });
    await waitFor(() => expect(rowsOf(table).length).toBeGreaterThan(0));
    const latest = rowsOf(table)[0]!;
    expect(latest).toHaveTextContent(
      `Balance: ${formatNumber(wallet.balance)} → ${formatNumber(wallet.balance + 250)}`,
    );
    expect(latest).toHaveTextContent("Compensation for a late frame.");
    expect(within(latest).getByText(/Alice Admin/)).toBeInTheDocument();
    expect(latest.textContent).not.toMatch(/wp-|balance\b/);
  });
});
