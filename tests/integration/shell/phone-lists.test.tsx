import { configure, screen, waitFor, within } from "@testing-library/react";
import { renderPage } from "@tests/helpers/render-page";
import { rowsOf } from "../catalogue/helpers";
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
