import { configure, screen, waitFor, within } from "@testing-library/react";
import { db } from "@/mocks/node";
import { i18n } from "@providers/i18n";
import { currentUrl, renderPage } from "@tests/helpers/render-page";
import { api, signIn } from "../../unit/mocks/api";
import { choose, rowsOf } from "../catalogue/helpers";

configure({ asyncUtilTimeout: 10000 });
vi.setConfig({ testTimeout: 90_000 });

const ADMIN = "admin@demo.test";

/** Changes a product's price through the API as the admin; the product and its old and new price. */
async function changePrice() {
  const product = db.products.all().find((row) => !row.isArchived && row.price > 0)!;
  const token = await signIn(ADMIN);
  const price = product.price + 25_000;
  const answer = await api("PATCH", `/products/${product.productId}`, {
    token,
    body: { price, updatedAt: product.updatedAt },
  });
  expect(answer.status).toBe(200);
  return { product, price };
}

describe("/activity: one feed of every change", () => {
  it("says each change in words, newest first, with its before and after", async () => {
    const { product } = await changePrice();
    await renderPage({ user: ADMIN, url: "/activity" });
    expect(await screen.findByRole("heading", { name: "Activity", level: 1 })).toBeInTheDocument();
    const table = await screen.findByRole("table", { name: "Activity" });
    await waitFor(() => expect(rowsOf(table).length).toBeGreaterThan(1));
    const latest = rowsOf(table)[0]!;
    expect(latest).toHaveTextContent(
      `Alice Admin changed the price of the product ${product.productName}`,
    );
    expect(latest).toHaveTextContent(/Price:\s*Rp\s?[\d.]+\s*→\s*Rp\s?[\d.]+/);
    expect(latest.textContent).not.toMatch(/UPDATE|prd-|usr-/);
  });

  it("filters on the server by kind of record, and keeps the filter in the address", async () => {
    await changePrice();
    const { user } = await renderPage({ user: ADMIN, url: "/activity" });
    const table = await screen.findByRole("table", { name: "Activity" });
    await waitFor(() => expect(rowsOf(table)[0]).toHaveTextContent(/the product/));
    await choose(user, "Kind of record", "Store");
    await waitFor(() => expect(currentUrl()).toMatch(/entity/));
    await waitFor(() => {
      const rows = rowsOf(table);
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) expect(row).toHaveTextContent(/the store/);
    });
    expect(within(table).queryByText(/the product/)).toBeNull();
  });

  it("finds nothing in a period without changes, and says so", async () => {
    const future = new Date(Date.now() + 86_400_000 * 400).toISOString();
    await renderPage({
      user: ADMIN,
      url: `/activity?filters[0][field]=createdAt&filters[0][operator]=gte&filters[0][value]=${future}`,
    });
    expect(await screen.findByText("No records match these filters.")).toBeInTheDocument();
  });

  it("names a kind of record from the address in words, even one without entries yet", async () => {
    const logged = new Set(db.changeLogs.all().map((row) => row.entity));
    const kinds = {
      "omnicare-links": "Omnicare links",
      "faq-group": "FAQ group",
      "sub-role": "Sub-role",
    };
    const [entity, word] = Object.entries(kinds).find(([kind]) => !logged.has(kind))!;
    await renderPage({
      user: ADMIN,
      url: `/activity?filters[0][field]=entity&filters[0][operator]=eq&filters[0][value]=${entity}`,
    });
    expect(await screen.findByText("No records match these filters.")).toBeInTheDocument();
    expect(await screen.findByTitle(word)).toBeInTheDocument();
    expect(screen.queryByText(entity)).toBeNull();
  });

  it("puts a price back as a new entry, through the product's own save", async () => {
    const { product, price } = await changePrice();
    const { user } = await renderPage({ user: ADMIN, url: "/activity" });
    const table = await screen.findByRole("table", { name: "Activity" });
    await waitFor(() => expect(rowsOf(table)[0]).toHaveTextContent(product.productName));
    await user.click(within(rowsOf(table)[0]!).getByRole("button", { name: "Restore this value" }));
    await user.click(await screen.findByRole("button", { name: "Restore" }));
    expect(
      await screen.findByText(/Price: the value before this change is back/),
    ).toBeInTheDocument();
    expect(db.products.get(product.productId)!.price).toBe(product.price);
    // The restore is itself logged: the newest entry now goes from the new price to the old.
    await waitFor(() => {
      const latest = db.changeLogs
        .all()
        .filter((row) => row.entityId === product.productId)
        .at(-1)!;
      expect(latest.changes).toEqual([{ field: "price", before: price, after: product.price }]);
    });
    await waitFor(() => expect(rowsOf(table).length).toBeGreaterThan(2));
  });

  it("refuses with the conflict warning when the value changed again since", async () => {
    const { product, price } = await changePrice();
    const token = await signIn(ADMIN);
    const again = await api("PATCH", `/products/${product.productId}`, {
      token,
      body: { price: price + 5_000 },
    });
    expect(again.status).toBe(200);
    const { user } = await renderPage({ user: ADMIN, url: "/activity" });
    const table = await screen.findByRole("table", { name: "Activity" });
    // The second newest entry is the first change (old price → price), since overwritten.
    await waitFor(() => expect(rowsOf(table)[1]).toHaveTextContent(product.productName));
    await user.click(within(rowsOf(table)[1]!).getByRole("button", { name: "Restore this value" }));
    await user.click(await screen.findByRole("button", { name: "Restore" }));
    const [title] = await screen.findAllByText("Someone else changed this record");
    expect(title!.closest(".ant-modal")).toHaveTextContent(
      /Price was changed again after this entry/,
    );
    expect(db.products.get(product.productId)!.price).toBe(price + 5_000);
  });

  it("puts a settings page's value back, saving the page whole with its other values kept", async () => {
    const token = await signIn(ADMIN);
    const path = "/app-config-settings/eye-test-constants";
    const old = (await api<Record<string, number>>("GET", path, { token })).payload;
    const changed = {
      ...old,
      aMyopia: Number(old.aMyopia) + 0.25,
      bMyopia: Number(old.bMyopia) + 0.5,
    };
    const saved = await api("PATCH", path, { token, body: changed });
    expect(saved.status).toBe(200);
    const { user } = await renderPage({
      user: ADMIN,
      url: "/activity?filters[0][field]=entity&filters[0][operator]=eq&filters[0][value]=eye-test-constants",
    });
    const table = await screen.findByRole("table", { name: "Activity" });
    await waitFor(() => expect(rowsOf(table)[0]).toHaveTextContent(/eye test constants/));
    const [first] = within(rowsOf(table)[0]!).getAllByRole("button", {
      name: "Restore this value",
    });
    await user.click(first!);
    await user.click(await screen.findByRole("button", { name: "Restore" }));
    expect(await screen.findByText(/: the value before this change is back/)).toBeInTheDocument();
    const now = (await api<Record<string, number>>("GET", path, { token })).payload;
    // One value went back; the other change of the same save stays as it was saved.
    expect(now.aMyopia).toBe(old.aMyopia);
    expect(now.bMyopia).toBe(changed.bMyopia);
  });

  it("puts the contact page's e-mail back inside its config", async () => {
    const token = await signIn(ADMIN);
    const config = db.appConfigs.get("CONTACT_US")!;
    const value = config.value as Record<string, unknown>;
    const saved = await api("PATCH", "/app-configs/CONTACT_US", {
      token,
      body: { value: { ...value, email: "cs-baru@optik.test" }, updatedAt: config.updatedAt },
    });
    expect(saved.status).toBe(200);
    const { user } = await renderPage({
      user: ADMIN,
      url: "/activity?filters[0][field]=entity&filters[0][operator]=eq&filters[0][value]=contact-us",
    });
    const table = await screen.findByRole("table", { name: "Activity" });
    await waitFor(() => expect(rowsOf(table)[0]).toHaveTextContent(/cs-baru@optik\.test/));
    await user.click(within(rowsOf(table)[0]!).getByRole("button", { name: "Restore this value" }));
    await user.click(await screen.findByRole("button", { name: "Restore" }));
    expect(await screen.findByText(/: the value before this change is back/)).toBeInTheDocument();
    await waitFor(() =>
      expect((db.appConfigs.get("CONTACT_US")!.value as Record<string, unknown>).email).toBe(
        value.email,
      ),
    );
    expect((db.appConfigs.get("CONTACT_US")!.value as Record<string, unknown>).phone).toBe(
      value.phone,
    );
  });

  it("says a settings page's choices in the words of its page, in the staff's language", async () => {
    const token = await signIn(ADMIN);
    const path = "/app-config-settings/transaction";
    const now = (await api<Record<string, unknown>>("GET", path, { token })).payload;
    const flipped = now.TRX_ALLOW_ZERO_PAYMENT === "ALLOWED" ? "NOT_ALLOWED" : "ALLOWED";
    const body = { ...now, TRX_ALLOW_ZERO_PAYMENT: flipped };
    expect((await api("PATCH", path, { token, body })).status).toBe(200);
    await i18n.changeLanguage("id");
    try {
      await renderPage({
        user: ADMIN,
        url: "/activity?filters[0][field]=entity&filters[0][operator]=eq&filters[0][value]=transaction-settings",
      });
      const table = await screen.findByRole("table", { name: "Aktivitas" });
      await waitFor(() => expect(rowsOf(table)[0]).toHaveTextContent(/pengaturan transaksi/));
      const words = { ALLOWED: "Diizinkan", NOT_ALLOWED: "Tidak diizinkan" } as const;
      const before = words[now.TRX_ALLOW_ZERO_PAYMENT as keyof typeof words];
      expect(rowsOf(table)[0]).toHaveTextContent(`${before} → ${words[flipped]}`);
      expect(rowsOf(table)[0]!.textContent).not.toMatch(/ALLOWED|Allowed/);
    } finally {
      await i18n.changeLanguage("en");
    }
  });

  it("says why a change of money cannot be put back, and offers no button", async () => {
    await renderPage({
      user: ADMIN,
      url: "/activity?filters[0][field]=entity&filters[0][operator]=eq&filters[0][value]=transaction&filters[1][field]=action&filters[1][operator]=eq&filters[1][value]=UPDATE",
    });
    const table = await screen.findByRole("table", { name: "Activity" });
    await waitFor(() => expect(rowsOf(table).length).toBeGreaterThan(0));
    expect(rowsOf(table)[0]).toHaveTextContent(
      /Cannot be put back: This change moved or routed money/,
    );
    expect(within(table).queryByRole("button", { name: "Restore this value" })).toBeNull();
  });

  it("is closed to staff without the feed's permission", async () => {
    await renderPage({ user: "catalog@demo.test", url: "/activity" });
    expect(
      await screen.findByText(/You don't have permission to open this page/),
    ).toBeInTheDocument();
  });
});
