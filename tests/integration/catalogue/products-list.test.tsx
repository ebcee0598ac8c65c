import { configure, screen, waitFor, within } from "@testing-library/react";
import { act } from "react";
import { i18n } from "@providers/i18n";
import { clearFaults, db, setFault } from "@/mocks/node";
import { renderApp } from "@tests/helpers/render-app";
import { catchDownloads, csvLines } from "@tests/helpers/downloads";
import { currentUrl, renderPage } from "@tests/helpers/render-page";
import { confirmDelete, renderProductRow, rowsOf, withoutPermission } from "./helpers";

configure({ asyncUtilTimeout: 10000 });
vi.setConfig({ testTimeout: 90_000 });

const CATALOG = "catalog@demo.test";
const lensa = () =>
  db.products.find((product) => product.productType === "LENSA" && !product.isArchived)!;

// Editing a LENSA range and seeing it on the product page and in its change log (with its author) is
// the browser journey of tests/e2e/catalog.e2e.ts.
describe("deleting products", () => {
  it("deletes a product after confirmation (a role with PRODUCT.DELETE)", async () => {
    const product = lensa();
    const { user, table } = await renderProductRow("admin@demo.test", product);
    await user.click(
      await within(table).findByRole("button", { name: `Delete ${product.productName}` }),
    );
    await confirmDelete(user, product.productName);
    await waitFor(() => expect(db.products.get(product.productId)).toBeUndefined());
    expect(await within(table).findByText("No records match these filters.")).toBeInTheDocument();
  });

  it("keeps the product when the confirmation is cancelled, and asks again on the next click", async () => {
    const product = lensa();
    const { user, table } = await renderProductRow("admin@demo.test", product);
    const remove = await within(table).findByRole("button", {
      name: `Delete ${product.productName}`,
    });
    const question = `Delete ${product.productName}? This cannot be undone.`;
    await user.click(remove);
    const popover = (await screen.findByText(question)).closest<HTMLElement>(".ant-popover")!;
    await user.click(within(popover).getByText("Cancel").closest("button")!);
    await waitFor(() => expect(popover).toHaveClass("ant-popover-hidden"));
    expect(db.products.get(product.productId)).toBeDefined();

    await user.click(within(table).getByRole("button", { name: `Delete ${product.productName}` }));
    await waitFor(() => expect(popover).not.toHaveClass("ant-popover-hidden"));
    await user.click(within(popover).getByText("Delete").closest("button")!);
    await waitFor(() => expect(db.products.get(product.productId)).toBeUndefined());
  });
});

describe("the product list", () => {
  it("keeps search and filters in the URL, so the link reproduces the view", async () => {
    const product = lensa();
    const { user, unmount } = await renderPage({ user: CATALOG, url: "/products" });
    const search = await screen.findByPlaceholderText("Search name or SKU");
    await user.type(search, `${product.sku}{enter}`);
    await waitFor(() =>
      expect(decodeURIComponent(currentUrl())).toContain(`filters[0][value]=${product.sku}`),
    );
    const url = currentUrl();
    unmount();

    await renderPage({ user: CATALOG, url });
    expect(await screen.findByPlaceholderText("Search name or SKU")).toHaveValue(product.sku);
    const table = await screen.findByRole("table", { name: "Products" });
    await waitFor(() => expect(rowsOf(table)).toHaveLength(1));
    expect(rowsOf(table)[0]).toHaveTextContent(product.productName);
  });

  it("deactivates the selected rows in bulk; a role without delete gets no delete", async () => {
    withoutPermission("PRODUCT.DELETE");
    const { user } = await renderPage({
      user: CATALOG,
      url: "/products?filters[0][field]=status&filters[0][operator]=eq&filters[0][value]=ACTIVE",
    });
    const table = await screen.findByRole("table", { name: "Products" });
    const rows = await waitFor(() => {
      const found = rowsOf(table);
      expect(found.length).toBeGreaterThan(2);
      return found;
    });
    const ids = rows.slice(0, 2).map((row) => row.getAttribute("data-row-key")!);
    await user.click(within(rows[0]!).getByRole("checkbox"));
    await user.click(within(rows[1]!).getByRole("checkbox"));
    const bulk = await screen.findByRole("group", { name: "Bulk actions" });
    expect(bulk).toHaveTextContent("2 selected");
    expect(within(bulk).queryByText("Delete")).not.toBeInTheDocument();
    await user.click(within(bulk).getByText("Deactivate").closest("button")!);
    await waitFor(() =>
      expect(ids.map((id) => db.products.get(id)!.status)).toEqual(["INACTIVE", "INACTIVE"]),
    );
  });

  it("exports the filtered list to CSV page by page", async () => {
    const created = catchDownloads();
    const brandId = "brd-1";
    const expected = db.products.filter(
      (product) => product.brandId === brandId && !product.isArchived,
    ).length;
    const { user } = await renderApp({
      user: CATALOG,
      url: `/products?filters[0][field]=brandId&filters[0][operator]=eq&filters[0][value]=${brandId}`,
    });
    const table = await screen.findByRole("table", { name: "Products" });
    await waitFor(() => expect(rowsOf(table).length).toBeGreaterThan(0));
    await user.click(screen.getByText("Export CSV").closest("button")!);
    await waitFor(() => expect(created).toHaveLength(1));
    const lines = await csvLines(created[0]!);
    expect(lines[0]).toMatch(/^Product name,SKU,Type,Brand,Price,Stock \(.+\),Status$/);
    expect(lines).toHaveLength(expected + 1);
    expect(lines.slice(1).every((line) => line.includes("Optik Prima"))).toBe(true);
  });

  it("writes each row's type and status in words, in the language of the moment", async () => {
    const created = catchDownloads();
    const brandId = "brd-1";
    const products = db.products.filter(
      (product) => product.brandId === brandId && !product.isArchived,
    );
    const { user } = await renderApp({
      user: CATALOG,
      url: `/products?filters[0][field]=brandId&filters[0][operator]=eq&filters[0][value]=${brandId}`,
    });
    const exported = async (count: number, language: string) => {
      await waitFor(() => expect(rowsOf(screen.getByRole("table")).length).toBeGreaterThan(0));
      await user.click(screen.getByRole("button", { name: /Export CSV|Ekspor CSV/ }));
      await waitFor(() => expect(created).toHaveLength(count));
      const lines = (await csvLines(created[count - 1]!)).slice(1);
      const t = i18n.getFixedT(language);
      // Every product of the brand, with the words of its type and its status (never their codes).
      for (const product of products) {
        const line = lines.find((text) => text.startsWith(`${product.productName},`));
        expect(line, product.productName).toBeDefined();
        expect(line).toContain(`,${t(`catalogue:products.types.${product.productType}`)},`);
        expect(line!.endsWith(`,${t(`translation:crud.status.${product.status}`)}`)).toBe(true);
      }
      return lines;
    };
    expect((await exported(1, "en")).join("\n")).not.toMatch(/,(ACTIVE|INACTIVE|DRAFT)$/m);
    // The export remembers the words it has looked up for its own length only: the next one, after a
    // change of language, writes the new language's words.
    await act(() => i18n.changeLanguage("id"));
    try {
      await exported(2, "id");
    } finally {
      await act(() => i18n.changeLanguage("en"));
    }
  });

  it("says when the list cannot be loaded, and loads it again on retry", async () => {
    setFault("GET /products", "500");
    const { user } = await renderPage({ user: CATALOG, url: "/products" });
    const state = (await screen.findByText("The list could not be loaded.")).closest<HTMLElement>(
      '[role="alert"]',
    )!;
    expect(state).toHaveTextContent("The demo server failed on purpose (fault switch).");
    // Said once, in place: no toast repeats it (it would open with the failure, before the state).
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(screen.getAllByText(/failed on purpose/)).toHaveLength(1);
    expect(document.querySelector(".ant-notification-notice")).toBeNull();
    clearFaults();
    await user.click(screen.getByText("Try again").closest("button")!);
    const table = await screen.findByRole("table", { name: "Products" });
    await waitFor(() => expect(rowsOf(table).length).toBeGreaterThan(0));
  });

  it("tells an empty result from an empty list and clears the filters", async () => {
    const { user } = await renderPage({
      user: CATALOG,
      url: "/products?filters[0][field]=q&filters[0][operator]=eq&filters[0][value]=no-such-product-xyz",
    });
    const table = await screen.findByRole("table", { name: "Products" });
    expect(await within(table).findByText("No records match these filters.")).toBeInTheDocument();
    await user.click(within(table).getByText("Clear filters").closest("button")!);
    await waitFor(() => expect(rowsOf(table).length).toBeGreaterThan(0));
    expect(screen.getByPlaceholderText("Search name or SKU")).toHaveValue("");
  });

  it("shows the stock of the outlet selector's store", async () => {
    await renderApp({ user: CATALOG, url: "/products" });
    const table = await screen.findByRole("table", { name: "Products" });
    expect(
      await within(table).findByRole("columnheader", { name: /^Stock .+/ }),
    ).toBeInTheDocument();
  });
});

describe("product permissions", () => {
  it("a role without PRODUCT.CREATE sees no create button and gets the 403 page at /products/add", async () => {
    withoutPermission("PRODUCT.CREATE");
    const { unmount } = await renderPage({ user: CATALOG, url: "/products" });
    const table = await screen.findByRole("table", { name: "Products" });
    await waitFor(() => expect(rowsOf(table).length).toBeGreaterThan(0));
    expect(screen.queryByText("Add")).not.toBeInTheDocument();
    unmount();
    await renderPage({ user: CATALOG, url: "/products/add" });
    expect(
      await screen.findByText(/You don't have permission to open this page/),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText("Product name")).not.toBeInTheDocument();
  });

  it("a role without BRAND.LIST cannot create products (the form needs the brand list)", async () => {
    withoutPermission("BRAND.LIST");
    await renderPage({ user: CATALOG, url: "/products/add" });
    expect(
      await screen.findByText(/You don't have permission to open this page/),
    ).toBeInTheDocument();
  });

  it("a role without PRODUCT.UPDATE sees no edit buttons", async () => {
    withoutPermission("PRODUCT.UPDATE");
    await renderPage({ user: CATALOG, url: "/products" });
    const table = await screen.findByRole("table", { name: "Products" });
    const rows = await waitFor(() => {
      const found = rowsOf(table);
      expect(found.length).toBeGreaterThan(0);
      return found;
    });
    // Wait for the permission answers (Show appears), then check Edit stayed hidden.
    expect(await within(rows[0]!).findByRole("link", { name: /^Show / })).toBeInTheDocument();
    expect(within(rows[0]!).queryByRole("link", { name: /^Edit / })).not.toBeInTheDocument();
  });
});
