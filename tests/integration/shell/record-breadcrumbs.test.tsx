import { configure, screen, waitFor, within } from "@testing-library/react";
import { http } from "msw";
import { db, server } from "@/mocks/node";
import { renderApp } from "@tests/helpers/render-app";

configure({ asyncUtilTimeout: 10000 });
vi.setConfig({ testTimeout: 60_000 });

const ADMIN = "admin@demo.test";

/** Holds the record's answer until `release()`: the page waits as it does on a busy machine. */
function holdRecord(path: string) {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  server.use(
    http.get(path, async () => {
      await gate;
      // Nothing returned: the demo API's own handler answers.
    }),
  );
  return release;
}

const crumbsNav = () => screen.findByRole("navigation", { name: "Breadcrumb" });
/** A breadcrumb label as the spec cuts it: 20 characters and an ellipsis. */
const cut = (name: string) => (name.length > 20 ? `${name.slice(0, 20)}...` : name);

describe("a record's breadcrumb waits for its name", () => {
  it("shows a placeholder named Loading on a voucher's page, then the voucher's name, never 'Vch …'", async () => {
    const voucher = db.vouchers.all()[0]!;
    const release = holdRecord("*/api/vouchers/:id");
    await renderApp({ user: ADMIN, url: `/vouchers/${voucher.voucherId}` });
    const crumbs = await crumbsNav();
    const current = await within(crumbs).findByText("Loading");
    expect(current.closest("[aria-current='page']")).not.toBeNull();
    expect(crumbs).not.toHaveTextContent(/Vch/i);
    expect(within(crumbs).getByRole("link", { name: "Vouchers" })).toBeInTheDocument();

    release();
    const named = await within(crumbs).findByText(cut(voucher.voucherName));
    expect(named.closest("[aria-current='page']")).not.toBeNull();
    expect(within(crumbs).queryByText("Loading")).toBeNull();
  });

  it("names the product on its change log, linked, and keeps the other segments' words", async () => {
    const product = db.products.all()[0]!;
    const release = holdRecord("*/api/products/:id");
    await renderApp({ user: ADMIN, url: `/products/${product.productId}/change-logs` });
    const crumbs = await crumbsNav();
    expect(await within(crumbs).findByRole("link", { name: "Loading" })).toHaveAttribute(
      "href",
      `/products/${product.productId}`,
    );
    expect(within(crumbs).getByText("Change Logs")).toBeInTheDocument();
    expect(crumbs).not.toHaveTextContent(/Prd/i);
    // Nor does the page's title show the id while it waits.
    expect(await screen.findByRole("heading", { name: "Change Logs" })).toBeInTheDocument();
    expect(screen.queryByText(new RegExp(product.productId))).toBeNull();

    release();
    expect(
      await within(crumbs).findByRole("link", { name: cut(product.productName) }),
    ).toHaveAttribute("href", `/products/${product.productId}`);
  });

  it("names a transaction by its code on its edit-free pages", async () => {
    const trx = db.transactions.all()[0]!;
    await renderApp({ user: ADMIN, url: `/transactions/${trx.transactionId}` });
    const crumbs = await crumbsNav();
    await waitFor(() => expect(crumbs).toHaveTextContent(cut(trx.transactionCode)));
    expect(crumbs).not.toHaveTextContent("Loading");
  });

  it("names My Active Sessions after the page, not the user's id", async () => {
    await renderApp({ user: ADMIN, url: "/user/usr-admin" });
    const crumbs = await crumbsNav();
    expect(await within(crumbs).findByText("My Active Sessions")).toHaveAttribute(
      "aria-current",
      "page",
    );
    expect(crumbs).not.toHaveTextContent(/Usr Admin/i);
  });

  it("names My Active Sessions in Indonesian too, its first segment in Indonesian words", async () => {
    const { i18n } = await import("@providers/i18n");
    await renderApp({ user: ADMIN, url: "/user/usr-admin" });
    await i18n.changeLanguage("id");
    try {
      const crumbs = await screen.findByRole("navigation", { name: "Jejak navigasi" });
      expect(await within(crumbs).findByText("Sesi Aktif Saya")).toBeInTheDocument();
      expect(within(crumbs).getByText("Pengguna")).toBeInTheDocument();
    } finally {
      await i18n.changeLanguage("en");
    }
  });
});
