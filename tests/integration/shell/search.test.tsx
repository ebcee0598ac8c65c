import { configure, screen, waitFor, within } from "@testing-library/react";
import { http } from "msw";
import { formatPhone, formatRupiah } from "@/lib/format";
import { db } from "@/mocks/db";
import { server } from "@/mocks/node";
import { currentUrl, renderApp } from "@tests/helpers/render-app";
import { errorAnswer } from "@tests/helpers/error-answer";
import { useViewport } from "./viewport";

configure({ asyncUtilTimeout: 8000 });

/** Find anything: Ctrl+K from any page, the keyboard, the groups, the empty, error and recent states. */
const dialog = () => screen.findByRole("dialog", { name: "Find anything" });
const box = () => screen.findByRole("combobox", { name: "Search the console" });
const aCustomer = () =>
  db.users.all().find((user) => user.userType === "CUSTOMER" && user.phone.startsWith("+628"))!;

async function openWithShortcut(user: Awaited<ReturnType<typeof renderApp>>["user"]) {
  await screen.findByRole("button", { name: "Search" });
  await user.keyboard("{Control>}k{/Control}");
  const panel = await dialog();
  // What is typed right after the shortcut goes into the box.
  await waitFor(async () => expect(await box()).toHaveFocus());
  return panel;
}

describe("Find anything", () => {
  useViewport(1440);

  it("opens with Ctrl+K, finds a customer by a phone typed another way, moves with the arrows and opens with Enter", async () => {
    const customer = aCustomer();
    const { user } = await renderApp({ user: "admin@demo.test", url: "/dashboard" });
    const panel = await openWithShortcut(user);
    await user.type(await box(), `0${customer.phone.slice(3)}`);

    const group = await within(panel).findByRole("group", { name: "Customer" });
    const [first] = within(group).getAllByRole("option");
    expect(first).toHaveTextContent(customer.name);
    expect(first).toHaveTextContent(formatPhone(customer.phone));
    expect(first).toHaveAttribute("aria-selected", "true");
    expect(await box()).toHaveAttribute("aria-activedescendant", first!.id);

    // Down and up again: the active option moves and comes back.
    const options = within(panel).getAllByRole("option");
    if (options.length > 1) {
      await user.keyboard("{ArrowDown}");
      expect(options[1]).toHaveAttribute("aria-selected", "true");
      await user.keyboard("{ArrowUp}");
    }
    expect(first).toHaveAttribute("aria-selected", "true");
    await user.keyboard("{Enter}");
    await waitFor(() => expect(currentUrl()).toBe(`/customer/${customer.userId}`));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Find anything" })).toBeNull());
  });

  it("groups a transaction's hit under its kind with its total and status in words, and Esc closes", async () => {
    const transaction = db.transactions.all()[3]!;
    const { user } = await renderApp({ user: "admin@demo.test", url: "/dashboard" });
    const panel = await openWithShortcut(user);
    await user.type(await box(), transaction.transactionCode);
    const group = await within(panel).findByRole("group", { name: "Transaction" });
    const [first] = within(group).getAllByRole("option");
    expect(first).toHaveTextContent(transaction.transactionCode);
    expect(first).toHaveTextContent(formatRupiah(transaction.total));
    expect(first).not.toHaveTextContent(transaction.status);
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Find anything" })).toBeNull());
    expect(currentUrl()).toBe("/dashboard");
  });

  it("finds the console's pages by their menu name: 'wallet' opens Wallet Points", async () => {
    const { user } = await renderApp({ user: "admin@demo.test", url: "/dashboard" });
    await user.click(await screen.findByRole("button", { name: "Search" }));
    const panel = await dialog();
    await user.type(await box(), "wallet");
    const pages = await within(panel).findByRole("group", { name: "Pages" });
    expect(within(pages).getAllByRole("option")[0]).toHaveTextContent("Wallet Points");
    await user.keyboard("{Enter}");
    // The page it opens: the list may already have written its paging into the address.
    await waitFor(() => expect(currentUrl().split("?")[0]).toBe("/wallet-points"));
  });

  it("says when nothing matches, and when the search failed, with a retry that works", async () => {
    const { user } = await renderApp({ user: "admin@demo.test", url: "/dashboard" });
    const panel = await openWithShortcut(user);
    await user.type(await box(), "qqzzxx");
    expect(await within(panel).findByText("No results for “qqzzxx”.")).toBeInTheDocument();
    expect(within(panel).queryAllByRole("option")).toHaveLength(0);

    server.use(http.get("*/api/search", () => errorAnswer(500, "server_error", "Server error.")));
    await user.clear(await box());
    await user.type(await box(), "optik");
    expect(
      await within(panel).findByText(
        "The search could not be done. Check the connection and try again.",
      ),
    ).toBeInTheDocument();
    server.resetHandlers();
    await user.click(within(panel).getByRole("button", { name: "Try again" }));
    expect((await within(panel).findAllByRole("option")).length).toBeGreaterThan(0);
  });

  it("remembers the searches and the records opened, for this user, until cleared", async () => {
    const transaction = db.transactions.all()[5]!;
    const { user } = await renderApp({ user: "admin@demo.test", url: "/dashboard" });
    let panel = await openWithShortcut(user);
    expect(
      within(panel).getByText(
        "Type a name, a phone number, an order or voucher code, a SKU or a page name.",
      ),
    ).toBeInTheDocument();
    await user.type(await box(), transaction.transactionCode);
    await within(panel).findByRole("group", { name: "Transaction" });
    await user.keyboard("{Enter}");
    await waitFor(() => expect(currentUrl()).toBe(`/transactions/${transaction.transactionId}`));

    panel = await openWithShortcut(user);
    const searches = await within(panel).findByRole("group", { name: "Recent searches" });
    expect(within(searches).getByRole("option")).toHaveTextContent(transaction.transactionCode);
    const opened = await within(panel).findByRole("group", { name: "Recently opened" });
    expect(within(opened).getByRole("option")).toHaveTextContent(formatRupiah(transaction.total));
    expect(localStorage.getItem("search-recent:usr-admin")).toContain(transaction.transactionId);

    // A recent search, chosen with Enter (it is the first option), searches again.
    await user.keyboard("{Enter}");
    expect(await box()).toHaveValue(transaction.transactionCode);
    await within(panel).findByRole("group", { name: "Transaction" });
    await user.clear(await box());
    await within(panel).findByRole("group", { name: "Recently opened" });

    await user.click(within(panel).getByRole("button", { name: "Clear recent" }));
    expect(within(panel).queryByRole("group", { name: "Recently opened" })).toBeNull();
    expect(localStorage.getItem("search-recent:usr-admin")).toBeNull();
  });

  it("searches only what the user may list: the catalogue staff find no customer by phone", async () => {
    const customer = aCustomer();
    const { user } = await renderApp({ user: "catalog@demo.test", url: "/products" });
    const panel = await openWithShortcut(user);
    await user.type(await box(), customer.phone);
    expect(
      await within(panel).findByText(`No results for “${customer.phone}”.`),
    ).toBeInTheDocument();
    expect(within(panel).queryByRole("group", { name: "Customer" })).toBeNull();
    await user.clear(await box());
    await user.type(await box(), db.products.all()[2]!.sku);
    const products = await within(panel).findByRole("group", { name: "Product" });
    expect(within(products).getAllByRole("option")[0]).toHaveTextContent(
      formatRupiah(db.products.all()[2]!.salePrice ?? db.products.all()[2]!.price),
    );
  });
});
