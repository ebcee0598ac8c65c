import { configure, screen, waitFor } from "@testing-library/react";
import { i18n } from "@providers/i18n";
import { productTypeLabel } from "@resources/catalogue/components/product-type";
import { renderPage } from "@tests/helpers/render-page";
import { rowsOf } from "./helpers";

// Counts how often the product list draws a Type cell: its render (products/columns.tsx) calls the
// label. The Type filter's options call it too (each render of the filter bar, nine types), which
// the count leaves out.
const typeCellDraws = { count: 0 };
vi.mock("@resources/catalogue/components/product-type", async (importOriginal) => {
  const original =
    await importOriginal<typeof import("@resources/catalogue/components/product-type")>();
  return {
    ...original,
    productTypeLabel: vi.fn((...args: Parameters<typeof original.productTypeLabel>) => {
      if (new Error().stack?.includes("products/columns")) typeCellDraws.count += 1;
      return original.productTypeLabel(...args);
    }),
  };
});

configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 60_000 });

const typeCells = (table: HTMLElement) =>
  rowsOf(table).map((row) => row.querySelectorAll("td")[4]?.textContent ?? "");

afterEach(async () => {
  await i18n.changeLanguage("en");
});

describe("the cells of a list", () => {
  it("are drawn again only for the records a sort brings, not for the rows it replaces", async () => {
    const { user } = await renderPage({ user: "admin@demo.test", url: "/products" });
    const table = await screen.findByRole("table", { name: "Products" });
    await waitFor(() => expect(rowsOf(table).length).toBeGreaterThan(5));
    const firstNames = rowsOf(table).map((row) => row.getAttribute("data-row-key"));
    await waitFor(() => expect(productTypeLabel).toHaveBeenCalled());
    expect(typeCellDraws.count).toBeGreaterThanOrEqual(rowsOf(table).length);
    typeCellDraws.count = 0;

    const header = [...table.querySelectorAll("th.ant-table-column-has-sorters")].find((th) =>
      th.textContent?.startsWith("Product name"),
    )!;
    await user.click(header.querySelector(".ant-table-column-title")!);
    await waitFor(() =>
      expect(rowsOf(table).map((row) => row.getAttribute("data-row-key"))).not.toEqual(firstNames),
    );
    await waitFor(() => expect(table.querySelector(".ant-spin-spinning")).toBeNull());
    // The new page's rows are drawn once each; the old rows under the loading state are not drawn
    // again (each render of the page would draw every one of them).
    expect(typeCellDraws.count).toBeGreaterThan(0);
    expect(typeCellDraws.count).toBeLessThanOrEqual(rowsOf(table).length);
  });

  it("follow a change of language, though their records stay the same", async () => {
    await renderPage({ user: "admin@demo.test", url: "/products" });
    const table = await screen.findByRole("table", { name: "Products" });
    await waitFor(() => expect(rowsOf(table).length).toBeGreaterThan(0));
    await waitFor(() => expect(typeCells(table)).toContain("Lens"));
    await i18n.changeLanguage("id");
    await waitFor(() => expect(typeCells(screen.getByRole("table"))).toContain("Lensa"));
    expect(typeCells(screen.getByRole("table"))).not.toContain("Lens");
  });
});
