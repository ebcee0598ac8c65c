import { configure, screen, waitFor, within } from "@testing-library/react";
import { db } from "@/mocks/node";
import { currentUrl, renderPage } from "@tests/helpers/render-page";
import { renderProductRow, rowsOf } from "../catalogue/helpers";
import { useViewport } from "./viewport";

configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 60_000 });

const headers = async (name: string) => {
  const table = await screen.findByRole("table", { name });
  await waitFor(() => expect(rowsOf(table).length).toBeGreaterThan(0));
  return within(table)
    .getAllByRole("columnheader")
    .map((header) => header.textContent?.trim())
    .filter(Boolean);
};

describe("a list on a phone (375 px)", () => {
  useViewport(375);

  it("keeps the name, the key columns and nothing pinned, so no column needs a swipe", async () => {
    await renderPage({ user: "admin@demo.test", url: "/transactions" });
    expect(await headers("Transactions")).toEqual(["Transaction code", "Total", "Order status"]);
    expect(
      document.querySelector(".ant-table-cell-fix-right, .ant-table-cell-fix-left"),
    ).toBeNull();
    // The figures (the totals, right-aligned) stay on one line: the names take the room left.
    const figures = [...document.querySelectorAll("tbody td.list-cell-figure")];
    expect(figures.length).toBeGreaterThan(0);
    expect(figures.map((cell) => cell.textContent)).toEqual(
      figures.map(() => expect.stringMatching(/^Rp\s?[\d.]+(,\d+)?$/)),
    );
  });
});

describe("a row's actions on a phone (375 px)", () => {
  useViewport(375);

  const product = () =>
    db.products.find((item) => item.productType === "FRAME" && !item.isArchived)!;
  const openMenu = async (user: { click: (element: Element) => Promise<void> }, name: string) => {
    await user.click(await screen.findByRole("button", { name: `Actions for ${name}` }));
    return within(await screen.findByRole("menu"));
  };

  it("fold into one menu that opens the record's page and its edit page", async () => {
    const item = product();
    const { user, table, row } = await renderProductRow("admin@demo.test", item);
    // One button per row instead of four: the key columns fit without a swipe.
    expect(within(row).getAllByRole("button")).toHaveLength(1);
    expect(within(table).queryByRole("link", { name: `Edit ${item.productName}` })).toBeNull();
    expect(within(table).queryByRole("button", { name: `Delete ${item.productName}` })).toBeNull();
    const menu = await openMenu(user, item.productName);
    expect(menu.getAllByRole("menuitem").map((entry) => entry.textContent)).toEqual([
      "Detail",
      "Edit",
      "Archive",
      "Delete",
    ]);
    await user.click(menu.getByRole("menuitem", { name: /Edit/ }));
    await waitFor(() => expect(currentUrl()).toBe(`/products/${item.productId}/edit`));
  });

  it("ask before deleting, keep the record when cancelled, and delete it when confirmed", async () => {
    const item = product();
    const { user, table } = await renderProductRow("admin@demo.test", item);
    let menu = await openMenu(user, item.productName);
    await user.click(menu.getByRole("menuitem", { name: /Delete/ }));
    let dialog = within(await screen.findByRole("dialog", { name: `Delete ${item.productName}` }));
    expect(dialog.getByText(`Delete ${item.productName}? This cannot be undone.`)).toBeVisible();
    await user.click(dialog.getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(db.products.get(item.productId)).toBeDefined();
    // The focus is back where the keyboard left it.
    expect(screen.getByRole("button", { name: `Actions for ${item.productName}` })).toHaveFocus();

    menu = await openMenu(user, item.productName);
    await user.click(menu.getByRole("menuitem", { name: /Delete/ }));
    dialog = within(await screen.findByRole("dialog", { name: `Delete ${item.productName}` }));
    await user.click(dialog.getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(db.products.get(item.productId)).toBeUndefined());
    expect(await within(table).findByText("No records match these filters.")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("archive from the menu after the same question as on a wide screen", async () => {
    const item = product();
    const { user } = await renderProductRow("catalog@demo.test", item);
    const menu = await openMenu(user, item.productName);
    await user.click(menu.getByRole("menuitem", { name: /Archive/ }));
    const dialog = within(
      await screen.findByRole("dialog", { name: `Archive ${item.productName}` }),
    );
    expect(
      dialog.getByText(
        `Archive ${item.productName}? It leaves the list; you can bring it back from the archive.`,
      ),
    ).toBeVisible();
    await user.click(dialog.getByRole("button", { name: "Archive" }));
    expect(await screen.findByText(`${item.productName} is archived.`)).toBeInTheDocument();
    await waitFor(() => expect(db.products.get(item.productId)!.isArchived).toBe(true));
  });

  it("hold a user's account actions in the same menu, after the record's own", async () => {
    const { user } = await renderPage({ user: "admin@demo.test", url: "/admin" });
    const table = await screen.findByRole("table", { name: "Admins" });
    await waitFor(() => expect(rowsOf(table).length).toBeGreaterThan(0));
    const row = rowsOf(table).find((entry) => !entry.textContent?.includes("admin@demo.test"))!;
    expect(within(row).getAllByRole("button")).toHaveLength(1);
    await user.click(within(row).getByRole("button", { name: /^Actions for / }));
    const menu = within(await screen.findByRole("menu"));
    const entries = menu.getAllByRole("menuitem").map((entry) => entry.textContent);
    expect(entries.slice(0, 3)).toEqual(["Detail", "Edit", "Delete"]);
    expect(entries).toContain("Change password");
    expect(menu.getByRole("separator")).toBeInTheDocument();
  });
});

describe("the same row actions on a desktop (1440 px)", () => {
  useViewport(1440);

  it("stay buttons, each named after the record", async () => {
    const item = db.products.find((entry) => entry.productType === "FRAME" && !entry.isArchived)!;
    const { table } = await renderProductRow("admin@demo.test", item);
    expect(
      within(table).getByRole("link", { name: `Edit ${item.productName}` }),
    ).toBeInTheDocument();
    expect(
      within(table).getByRole("button", { name: `Delete ${item.productName}` }),
    ).toBeInTheDocument();
    expect(
      within(table).queryByRole("button", { name: `Actions for ${item.productName}` }),
    ).toBeNull();
  });
});

describe("the column chooser on a phone (375 px)", () => {
  useViewport(375);

  it("brings back a column the phone leaves out, and keeps it for the phone only", async () => {
    const { unmount, user } = await renderPage({ user: "admin@demo.test", url: "/transactions" });
    expect(await headers("Transactions")).toEqual(["Transaction code", "Total", "Order status"]);
    await user.click(screen.getByRole("button", { name: "Columns" }));
    const store = await screen.findByRole("checkbox", { name: "Store" });
    expect(store).not.toBeChecked();
    await user.click(store);
    await waitFor(() =>
      expect(
        within(screen.getByRole("table", { name: "Transactions" }))
          .getAllByRole("columnheader")
          .map((header) => header.textContent?.trim())
          .filter(Boolean),
      ).toEqual(["Transaction code", "Store", "Total", "Order status"]),
    );
    unmount();
    // The next visit on the phone keeps the choice; a wider screen has its own.
    await renderPage({ user: "admin@demo.test", url: "/transactions" });
    expect(await headers("Transactions")).toEqual([
      "Transaction code",
      "Store",
      "Total",
      "Order status",
    ]);
    expect(localStorage.getItem("list-columns:transactions")).toBeNull();
  });
});

describe("the same list on a desktop (1440 px)", () => {
  useViewport(1440);

  it("shows every column", async () => {
    await renderPage({ user: "admin@demo.test", url: "/transactions" });
    const shown = await headers("Transactions");
    expect(shown).toEqual(
      expect.arrayContaining(["Transaction code", "Date", "Customer", "Store", "Total"]),
    );
  });
});
