import { configure, screen, waitFor } from "@testing-library/react";
import { db } from "@/mocks/node";
import { renderPage } from "@tests/helpers/render-page";
import { api, signIn } from "../../unit/mocks/api";
import { rowsOf } from "../catalogue/helpers";

configure({ asyncUtilTimeout: 10000 });
vi.setConfig({ testTimeout: 90_000 });

const ADMIN = "admin@demo.test";

describe("a voucher's change log", () => {
  it("shows its products as what was added and removed, by their names", async () => {
    const voucher = db.vouchers.all().find((row) => !row.isArchived)!;
    const products = db.products
      .all()
      .filter((product) => product.brandId === voucher.brandId && !product.isArchived)
      .slice(0, 3);
    expect(products).toHaveLength(3);
    const [first, second, third] = products as [
      (typeof products)[number],
      (typeof products)[number],
      (typeof products)[number],
    ];
    const token = await signIn(ADMIN);
    const set = await api("PATCH", `/vouchers/${voucher.voucherId}`, {
      token,
      body: { appliesTo: "PRODUCTS", productIds: [first.productId, second.productId] },
    });
    expect(set.status).toBe(200);
    const moved = await api("PATCH", `/vouchers/${voucher.voucherId}`, {
      token,
      body: { productIds: [second.productId, third.productId] },
    });
    expect(moved.status).toBe(200);

    await renderPage({ user: ADMIN, url: `/vouchers/${voucher.voucherId}/change-logs` });
    const table = await screen.findByRole("table", { name: /Change log/ });
    await waitFor(() => expect(rowsOf(table).length).toBeGreaterThan(1));
    const latest = rowsOf(table)[0]!;
    expect(latest).toHaveTextContent(
      `Products: added: ${third.productName}; removed: ${first.productName}`,
    );
    expect(latest.textContent).not.toContain(third.productId);
    expect(rowsOf(table)[1]).toHaveTextContent("Applies to:");
    expect(rowsOf(table)[1]!.textContent).not.toMatch(/PRODUCTS|prd-/);
  });
});
