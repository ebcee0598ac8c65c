import { configure, screen, waitFor, within } from "@testing-library/react";
import { db } from "@/mocks/node";
import { formatDateTime } from "@/lib/format";
import { renderPage } from "@tests/helpers/render-page";
import { api, signIn } from "../../unit/mocks/api";
import { rowsOf } from "./helpers";

configure({ asyncUtilTimeout: 10000 });
vi.setConfig({ testTimeout: 90_000 });

const CATALOG = "catalog@demo.test";

describe("a product's change log in words", () => {
  it("shows a price change as rupiah with who and when, and no row for a save that changed nothing", async () => {
    const product = db.products
      .all()
      .find((row) => !row.isArchived && row.productType === "FRAME")!;
    db.products.update(product.productId, { price: 430_000, salePrice: null });
    const logOf = () =>
      db.changeLogs.filter((row) => row.entity === "product" && row.entityId === product.productId);
    const initial = logOf().length;
    expect(initial).toBeLessThan(9);
    const token = await signIn(CATALOG);
    const changed = await api("PATCH", `/products/${product.productId}`, {
      token,
      body: { price: 431_000 },
    });
    expect(changed.status).toBe(200);
    const unchanged = await api("PATCH", `/products/${product.productId}`, {
      token,
      body: { price: 431_000, productName: product.productName },
    });
    expect(unchanged.status).toBe(200);
    const author = db.users.get("usr-catalog")!;
    const role = db.roles.get(author.roleId)!.roleName;

    await renderPage({ user: CATALOG, url: `/products/${product.productId}/change-logs` });
    const table = await screen.findByRole("table", { name: /Change log/ });
    // One row for the change; the save that changed nothing wrote none.
    await waitFor(() => expect(rowsOf(table)).toHaveLength(initial + 1));
    const priced = rowsOf(table).filter((row) =>
      row.textContent?.includes("Price: Rp 430.000 → Rp 431.000"),
    );
    expect(priced).toHaveLength(1);
    const row = priced[0]!;
    expect(row).toHaveTextContent(`Citra Katalog (${role})`);
    const when = within(row).getByText(/ago|now/);
    expect(when.tagName).toBe("TIME");
    expect(when).toHaveAttribute("tabindex", "0");
    const exact = formatDateTime(when.getAttribute("datetime"));
    expect(when).toHaveAccessibleName(new RegExp(exact));
    expect(row.textContent).not.toMatch(/430000|431000|\{|undefined/);
  });

  it("reads a product's status and brand in words, never as values or ids", async () => {
    const product = db.products.all().find((row) => !row.isArchived && row.status === "ACTIVE")!;
    const other = db.brands.all().find((brand) => brand.brandId !== product.brandId)!;
    const before = db.brands.get(product.brandId)!;
    const token = await signIn(CATALOG);
    const changed = await api("PATCH", `/products/${product.productId}`, {
      token,
      body: { status: "INACTIVE", brandId: other.brandId },
    });
    expect(changed.status).toBe(200);

    await renderPage({ user: CATALOG, url: `/products/${product.productId}/change-logs` });
    const table = await screen.findByRole("table", { name: /Change log/ });
    await waitFor(() => expect(rowsOf(table).length).toBeGreaterThan(0));
    const row = rowsOf(table)[0]!;
    expect(row).toHaveTextContent("Status: Active → Inactive");
    expect(row).toHaveTextContent(`Brand: ${before.brandName} → ${other.brandName}`);
    expect(row.textContent).not.toContain(other.brandId);
    expect(row.textContent).not.toContain("INACTIVE");
  });
});
