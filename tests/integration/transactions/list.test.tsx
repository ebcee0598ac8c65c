import { configure, screen, waitFor, within } from "@testing-library/react";
import { db } from "@/mocks/node";
import { globalFilterStore } from "@/hooks/use-global-filter";
import { catchDownloads, csvLines } from "@tests/helpers/downloads";
import { currentUrl, renderPage } from "@tests/helpers/render-page";
import { filterQuery } from "@/lib/resource";
import { links } from "@resources/transactions/exports";
import { needsAttention } from "@resources/transactions/schema/transaction-rules";
import { choose, rowsOf } from "../catalogue/helpers";

configure({ asyncUtilTimeout: 10000 });
vi.setConfig({ testTimeout: 90_000 });

const ADMIN = "admin@demo.test";

describe("the transaction list", () => {
  afterEach(() => {
    globalFilterStore.clear();
    sessionStorage.clear();
  });

  it("filters by payment status and total range, keeps them in the URL, and searches a code", async () => {
    const { user } = await renderPage({ user: ADMIN, url: "/transactions" });
    const table = await screen.findByRole("table", { name: "Transactions" });
    await waitFor(() => expect(rowsOf(table).length).toBe(20));
    // The total with a dot for thousands ("1–20 of 2.000"), each customer's phone as +62 812-3456-7890.
    expect(screen.getByText(/^1–20 of \d{1,3}(\.\d{3})+$/)).toBeInTheDocument();
    expect(rowsOf(table)[0]).toHaveTextContent(/\+62 8\d{2}-\d{4}-\d{3,}/);
    await choose(user, "Payment status", "Unpaid");
    await waitFor(() => expect(currentUrl()).toContain("paymentStatus"));
    const unpaid = db.transactions.filter((trx) => trx.paymentStatus === "UNPAID");
    await waitFor(() => expect(rowsOf(table).length).toBe(Math.min(20, unpaid.length)));
    for (const row of rowsOf(table)) expect(row).toHaveTextContent("Unpaid");

    const trx = unpaid[0]!;
    await user.click(screen.getByPlaceholderText("Search code, customer name, email or phone"));
    await user.paste(trx.transactionCode);
    await user.keyboard("{Enter}");
    await waitFor(() => expect(rowsOf(table)).toHaveLength(1));
    expect(rowsOf(table)[0]).toHaveTextContent(trx.customerName);
    expect(decodeURIComponent(currentUrl())).toContain(trx.transactionCode);
  });

  it("opens with the filters of its URL (status, total range) and shows the matching orders only", async () => {
    const matching = db.transactions.filter(
      (trx) => trx.status === "PROCESSING" && trx.total >= 500_000 && trx.total <= 1_500_000,
    );
    const url =
      "/transactions?filters[0][field]=status&filters[0][operator]=in&filters[0][value][0]=PROCESSING" +
      "&filters[1][field]=total&filters[1][operator]=gte&filters[1][value]=500000" +
      "&filters[2][field]=total&filters[2][operator]=lte&filters[2][value]=1500000";
    await renderPage({ user: ADMIN, url });
    const table = await screen.findByRole("table", { name: "Transactions" });
    await waitFor(() => expect(rowsOf(table).length).toBe(Math.min(20, matching.length)));
    expect(screen.getByLabelText("Total from")).toHaveValue("500.000");
    for (const row of rowsOf(table)) expect(row).toHaveTextContent("Processing");
  });

  it("opens with the 'Needs attention' filter of a dashboard's link, first in the bar, and lists only those orders", async () => {
    const matching = (kind: "overdue" | "expiresToday") =>
      db.transactions
        .filter((trx) => needsAttention(kind, trx, { now: Date.now(), processWithinHours: 24 }))
        .map((trx) => trx.transactionCode)
        .sort();
    const overdue = matching("overdue");
    expect(overdue.length).toBeGreaterThanOrEqual(3);
    const { user } = await renderPage({
      user: ADMIN,
      url: links.transaction.list(filterQuery({ attention: "overdue" })),
    });
    const table = await screen.findByRole("table", { name: "Transactions" });
    await waitFor(() => expect(rowsOf(table).length).toBe(overdue.length));
    const codes = () =>
      rowsOf(screen.getByRole("table", { name: "Transactions" }))
        .map((row) => row.textContent!.match(/TRX\d{8}/)![0])
        .sort();
    expect(codes()).toEqual(overdue);
    for (const row of rowsOf(table)) expect(row).toHaveTextContent("Paid");
    // The filter shows its label and its choice in words, before the other filters.
    const filters = document.querySelectorAll<HTMLInputElement>("input[role=combobox]");
    expect(filters[0]).toHaveAccessibleName("Needs attention");
    const select = filters[0]!.closest<HTMLElement>(".ant-select")!;
    expect(select).toHaveTextContent("Paid, waiting too long to be processed");
    expect(document.body.textContent).not.toMatch(/overdue|expiresToday/);

    await choose(user, "Needs attention", "Payment runs out today");
    const today = matching("expiresToday");
    expect(today.length).toBeGreaterThanOrEqual(1);
    await waitFor(() => expect(codes()).toEqual(today));
    expect(decodeURIComponent(currentUrl())).toContain("[value]=expiresToday");
    for (const row of rowsOf(screen.getByRole("table", { name: "Transactions" })))
      expect(row).toHaveTextContent("Waiting for payment");
  });

  it("leaves the total filters empty when they are tabbed past: an empty number filters nothing", async () => {
    const { user } = await renderPage({ user: ADMIN, url: "/transactions" });
    const table = await screen.findByRole("table", { name: "Transactions" });
    await waitFor(() => expect(rowsOf(table).length).toBe(20));
    const from = screen.getByLabelText("Total from");
    const upTo = screen.getByLabelText("Total up to");
    await user.click(from);
    await user.tab();
    await user.tab();
    expect(upTo).not.toHaveFocus();
    expect(from).toHaveValue("");
    expect(upTo).toHaveValue("");
    expect(decodeURIComponent(currentUrl())).not.toContain("total");
    // A typed bound, emptied again, is no filter either.
    await user.click(from);
    await user.paste("500000");
    await user.tab();
    await waitFor(() => expect(decodeURIComponent(currentUrl())).toContain("[field]=total"));
    await user.clear(from);
    await user.tab();
    await waitFor(() => expect(decodeURIComponent(currentUrl())).not.toContain("total"));
    expect(from).toHaveValue("");
  });

  it("shows only the outlet chosen in the header, until all outlets are asked for", async () => {
    const store = db.stores.all()[1]!;
    globalFilterStore.set({
      storeId: store.storeId,
      brandId: store.companyBrandId,
      storeDetail: {
        storeId: store.storeId,
        storeName: store.storeName,
        companyBrandId: store.companyBrandId,
      },
      brands: [],
      stores: [],
    });
    const { user } = await renderPage({ user: ADMIN, url: "/transactions" });
    const scope = await screen.findByTestId("outlet-scope");
    expect(scope).toHaveTextContent(store.storeName);
    const table = await screen.findByRole("table", { name: "Transactions" });
    await waitFor(() => expect(rowsOf(table).length).toBe(20));
    for (const row of rowsOf(table)) expect(row).toHaveTextContent(store.storeName);
    await user.click(within(scope).getByText("Show all outlets"));
    await waitFor(() =>
      expect(
        rowsOf(screen.getByRole("table", { name: "Transactions" })).some(
          (row) => !row.textContent!.includes(store.storeName),
        ),
      ).toBe(true),
    );
    expect(screen.getByTestId("outlet-scope")).toHaveTextContent(
      "Showing the orders of every outlet.",
    );
  });

  it("exports the filtered list page by page with a progress bar, and can cancel", async () => {
    const created = catchDownloads();
    const expected = db.transactions.filter((trx) => trx.status === "COMPLETED").length;
    const { user } = await renderPage({
      user: ADMIN,
      url: "/transactions?filters[0][field]=status&filters[0][operator]=in&filters[0][value][0]=COMPLETED",
    });
    const table = await screen.findByRole("table", { name: "Transactions" });
    await waitFor(() => expect(rowsOf(table).length).toBe(20));
    await user.click(screen.getByText("Export CSV"));
    await waitFor(() => expect(created).toHaveLength(1));
    const lines = await csvLines(created[0]!);
    expect(lines[0]).toMatch(
      /^Transaction code,Date,Customer,Store,Items,Total,Payment status,Order status,Payment channel$/,
    );
    expect(lines).toHaveLength(expected + 1);
    expect(lines.slice(1).every((line) => line.includes(",Completed,"))).toBe(true);
    // The count as every figure of the console reads, the Indonesian way (1.234).
    await screen.findByText(`Exported ${expected.toLocaleString("id-ID")} rows.`);

    // Cancel: slow pages, the progress bar shows, Cancel stops before the file is written.
    const { http, HttpResponse, delay } = await import("msw");
    const { server } = await import("@/mocks/node");
    server.use(
      http.get("*/api/transactions", async () => {
        await delay(300);
        return HttpResponse.json({
          code: "success",
          message: "OK",
          payload: { results: db.transactions.all().slice(0, 500), count: 5000 },
        });
      }),
    );
    await user.click(screen.getByText("Export CSV"));
    const progress = await screen.findByTestId("export-progress");
    await within(progress).findByLabelText("Export progress: 500 of 5.000 rows");
    await user.click(within(progress).getByText("Cancel export"));
    expect(await screen.findByText("Export cancelled; no file was written.")).toBeInTheDocument();
    expect(created).toHaveLength(1);
  });
});
