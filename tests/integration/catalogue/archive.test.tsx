import { configure, screen, waitFor, within } from "@testing-library/react";
import { db } from "@/mocks/node";
import { answerPopconfirm } from "@tests/helpers/popconfirm";
import { currentUrl, renderPage } from "@tests/helpers/render-page";
import { rowsOf, withoutPermission } from "./helpers";

configure({ asyncUtilTimeout: 10000 });
vi.setConfig({ testTimeout: 90_000 });

const CATALOG = "catalog@demo.test";

describe("archiving catalogue records", () => {
  it("archives a brand from its list, finds it in the archive with the list's filters, and brings it back", async () => {
    const brand = db.brands.get("brd-4")!;
    const { user } = await renderPage({ user: CATALOG, url: "/brands" });
    const table = await screen.findByRole("table", { name: "Brands" });
    await within(table).findByText(brand.brandName);

    await user.click(within(table).getByRole("button", { name: `Archive ${brand.brandName}` }));
    await answerPopconfirm(
      user,
      `Archive ${brand.brandName}? It leaves the list; you can bring it back from the archive.`,
      "Archive",
    );
    expect(await screen.findByText(`${brand.brandName} is archived.`)).toBeInTheDocument();
    await waitFor(() => expect(db.brands.get("brd-4")!.isArchived).toBe(true));
    await waitFor(() => expect(within(table).queryByText(brand.brandName)).not.toBeInTheDocument());

    await user.click(screen.getByRole("link", { name: "Archive" }));
    await waitFor(() => expect(currentUrl()).toMatch(/^\/brands\/archive/));
    const archive = await screen.findByRole("table", { name: "Archived brands" });
    await waitFor(() => expect(rowsOf(archive)).toHaveLength(1));
    expect(within(archive).getByText(brand.brandName)).toBeInTheDocument();
    expect(within(archive).getByRole("columnheader", { name: /Archived at/ })).toBeInTheDocument();

    // The list's filters work here too, in the URL.
    await user.click(screen.getByRole("combobox", { name: "Status" }));
    await user.click(await screen.findByTitle("Inactive"));
    await waitFor(() => expect(currentUrl()).toMatch(/isActive/));
    expect(await within(archive).findByText("No records match these filters.")).toBeInTheDocument();
    await user.click(within(archive).getByRole("button", { name: "Clear filters" }));

    await user.click(
      await within(archive).findByRole("button", { name: `Unarchive ${brand.brandName}` }),
    );
    await answerPopconfirm(user, `Bring ${brand.brandName} back to the list?`, "Unarchive");
    expect(await screen.findByText(`${brand.brandName} is back in the list.`)).toBeInTheDocument();
    await waitFor(() => expect(db.brands.get("brd-4")!.isArchived).toBe(false));
    expect(await within(archive).findByText("Nothing is archived.")).toBeInTheDocument();
    expect(
      db.changeLogs.filter((log) => log.entityId === "brd-4").map((log) => log.action),
    ).toEqual(expect.arrayContaining(["ARCHIVE", "UNARCHIVE"]));
  });

  it("shows neither the archive buttons nor the archive page to a user who may not archive", async () => {
    withoutPermission("PRODUCT.ARCHIVE");
    const { unmount } = await renderPage({ user: CATALOG, url: "/products" });
    const table = await screen.findByRole("table", { name: "Products" });
    await waitFor(() => expect(rowsOf(table).length).toBeGreaterThan(0));
    expect(within(table).getAllByRole("button", { name: /^Delete / }).length).toBeGreaterThan(0);
    expect(within(table).queryByRole("button", { name: /^Archive / })).not.toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Archive" })).not.toBeInTheDocument();
    unmount();
    await renderPage({ user: CATALOG, url: "/products/archive" });
    expect(
      await screen.findByText(/You don't have permission to open this page/),
    ).toBeInTheDocument();
    expect(screen.queryByRole("table", { name: "Archived products" })).not.toBeInTheDocument();
  });
});
