import { configure, screen, waitFor, within } from "@testing-library/react";
import dayjs from "dayjs";
import { http, HttpResponse } from "msw";
import { db, server } from "@/mocks/node";
import { formatRupiah } from "@/lib/format";
import { currentUrl, renderPage } from "@tests/helpers/render-page";
import { signInAs } from "@tests/helpers/render-app";
import { errorAnswer } from "@tests/helpers/error-answer";
import { FIRST_VIEW_MAX_WAIT_MS } from "@resources/dashboard/components/first-view";
import { askDashboardFiguresEarly } from "@resources/dashboard/components/early-figures";

configure({ asyncUtilTimeout: 10000 });
vi.setConfig({ testTimeout: 90_000 });

const ADMIN = "admin@demo.test";

const region = (name: string | RegExp) => screen.getByRole("region", { name });
const findRegion = (name: string | RegExp) => screen.findByRole("region", { name });

/** Every dashboard call the page made, by path, with its query. */
function watchCalls() {
  const calls: URL[] = [];
  const listener = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    if (url.pathname.includes("/dashboard/") || url.searchParams.has("attention")) calls.push(url);
  };
  server.events.on("request:start", listener);
  return {
    calls,
    stop: () => server.events.removeListener("request:start", listener),
  };
}

/** The `payload` of the first answer the demo API gives to a call of `path`, once it is given. */
function answerOf(path: string) {
  let settle: (payload: unknown) => void = () => undefined;
  const answer = new Promise<unknown>((resolve) => (settle = resolve));
  const listener = ({ request, response }: { request: Request; response: Response }) => {
    if (!new URL(request.url).pathname.endsWith(path)) return;
    server.events.removeListener("response:mocked", listener);
    void response
      .clone()
      .json()
      .then((body: { payload: unknown }) => settle(body.payload));
  };
  server.events.on("response:mocked", listener);
  return { answer };
}

describe("the dashboard", () => {
  it("shows what needs attention, each line linking to its list filtered the same way", async () => {
    await renderPage({ user: ADMIN, url: "/dashboard" });
    const attention = await findRegion("Needs attention today");
    const overdue = await within(attention).findByRole("link", {
      name: /paid orders? (has|have) waited too long/,
    });
    const href = decodeURIComponent(overdue.getAttribute("href")!);
    expect(href).toMatch(/^\/transactions\?/);
    expect(href).toContain("[field]=attention");
    expect(href).toContain("[value]=overdue");
    // A kind with nothing to do says so calmly, without a link.
    await within(attention).findByText(
      /No scheduled notification|scheduled notifications? go(es)? out/,
    );
    expect(within(attention).queryByText(/undefined|NaN|overdue\b/)).toBeNull();
  });

  it("shows the figures of the month with their change in words, and the top stores", async () => {
    const summary = answerOf("/dashboard/summary");
    await renderPage({ user: ADMIN, url: "/dashboard" });
    const figures = await findRegion("Sales and customers");
    await within(figures).findByText("Sales this month");
    // Each figure says how it moved, in words (not colour alone).
    await waitFor(() =>
      expect(figures.textContent).toMatch(/more than|less than|The same as|to compare with/),
    );
    expect(figures.textContent).toMatch(/Rp \d{1,3}(\.\d{3})*/);
    // The top fives come once the figures are on screen: the stores the answer ranks, in its order.
    // In the first hours of a month there may be none yet (the seed's orders are relative to now).
    const { topStores } = (await summary.answer) as { topStores: { storeName: string }[] };
    const stores = await findRegion("Top 5 stores this month");
    if (topStores.length > 0)
      await waitFor(() =>
        expect(
          within(stores)
            .getAllByRole("row")
            .slice(1)
            .map((row) => row.querySelector("td")?.textContent),
        ).toEqual(topStores.map((store) => store.storeName)),
      );
    else await within(stores).findByText("No sales this month yet.");
    const statuses = region("Orders by status");
    const paid = within(statuses).getByRole("link", { name: "Paid" });
    expect(decodeURIComponent(paid.getAttribute("href")!)).toContain("[value][0]=PAID");
    // The count beside it is every paid order (the list filtered by status shows the same).
    const paidCount = db.transactions.filter((trx) => trx.status === "PAID").length;
    expect(paid.closest("li")).toHaveTextContent(new RegExp(`${paidCount}$`));
  });

  it("narrows every panel to the outlet chosen, and keeps it in the URL", async () => {
    const watch = watchCalls();
    try {
      const { user } = await renderPage({ user: ADMIN, url: "/dashboard" });
      await findRegion("Sales and customers");
      const store = db.stores.all()[0]!;
      await user.click(await screen.findByRole("combobox", { name: "Figures for" }));
      await user.click(await screen.findByTitle(store.storeName));
      await waitFor(() => expect(currentUrl()).toContain(`storeId=${store.storeId}`));
      await waitFor(() => {
        const narrowed = watch.calls.filter(
          (url) =>
            url.searchParams.get("storeId") === store.storeId ||
            url.searchParams.getAll("storeId").includes(store.storeId),
        );
        const paths = new Set(narrowed.map((url) => url.pathname.replace(/.*\/api/, "")));
        expect(paths).toEqual(
          new Set(["/dashboard/summary", "/dashboard/trend", "/dashboard/points", "/transactions"]),
        );
      });
      // Vouchers have no store: their lines are narrowed to the store's brand.
      await waitFor(() =>
        expect(
          watch.calls.some(
            (url) =>
              url.pathname.endsWith("/vouchers") &&
              url.searchParams.get("brandId") === store.companyBrandId,
          ),
        ).toBe(true),
      );
      // The top stores are that store alone.
      const stores = await findRegion("Top 5 stores this month");
      await waitFor(() => {
        const rows = within(stores).getAllByRole("row").slice(1);
        expect(rows.length).toBeLessThanOrEqual(1);
        for (const row of rows) expect(row).toHaveTextContent(store.storeName);
      });
    } finally {
      watch.stop();
    }
  });

  it("asks for the figures with the page's code when /dashboard is the page being opened, and shows them from that one call", async () => {
    const store = db.stores.all()[0]!;
    const summaries = () =>
      watch.calls.filter((url) => url.pathname.endsWith("/dashboard/summary"));
    const points = () => watch.calls.filter((url) => url.pathname.endsWith("/dashboard/points"));
    const watch = watchCalls();
    try {
      await signInAs(ADMIN);
      // Fetched ahead of a click on another page, or for a user without the figures: no call.
      askDashboardFiguresEarly({ pathname: "/products", search: "" });
      await signInAs("catalog@demo.test");
      askDashboardFiguresEarly({ pathname: "/dashboard", search: "" });
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(summaries()).toHaveLength(0);
      await signInAs(ADMIN);
      const firstView = askDashboardFiguresEarly({
        pathname: "/dashboard",
        search: `?storeId=${store.storeId}`,
      });
      await waitFor(() => expect(summaries()).toHaveLength(1));
      expect(summaries()[0]!.searchParams.get("storeId")).toBe(store.storeId);
      await waitFor(() => expect(points()).toHaveLength(1));
      // Answered before the page renders (a cold load waits a moment for them): the first render of
      // each panel shows its figures, with no skeleton before them.
      await firstView;
      await renderPage({ user: ADMIN, url: `/dashboard?storeId=${store.storeId}` });
      const figures = await findRegion("Sales and customers");
      expect(figures.querySelector(".ant-skeleton")).toBeNull();
      expect(within(figures).getByText("Sales this month")).toBeInTheDocument();
      const pointsPanel = await findRegion("Loyalty points this month");
      expect(pointsPanel.querySelector(".ant-skeleton")).toBeNull();
      expect(within(pointsPanel).getByText("Points issued")).toBeInTheDocument();
      await findRegion("Top 5 stores this month");
      expect(summaries()).toHaveLength(1);
      expect(points()).toHaveLength(1);
    } finally {
      watch.stop();
    }
  });

  it("counts what needs attention, and loads the charts, the top fives and the outlet picker, once the figures are on screen", async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.get("*/api/dashboard/summary", async () => {
        await held;
        return undefined;
      }),
    );
    const watch = watchCalls();
    try {
      await renderPage({ user: ADMIN, url: "/dashboard" });
      const figures = await findRegion("Sales and customers");
      expect(figures.querySelector(".ant-skeleton")).not.toBeNull();
      // Below the figures: each panel's title over a skeleton, and nothing asked for yet, however
      // long the figures take (up to FIRST_VIEW_MAX_WAIT_MS).
      expect(await screen.findByRole("heading", { name: "Sales per day" })).toBeInTheDocument();
      await new Promise((resolve) => setTimeout(resolve, FIRST_VIEW_MAX_WAIT_MS * 0.3));
      expect(screen.getByRole("heading", { name: "Top 5 stores this month" })).toBeInTheDocument();
      expect(screen.queryByRole("region", { name: "Sales per day" })).toBeNull();
      expect(screen.queryByRole("combobox", { name: "Figures for" })).toBeNull();
      expect(watch.calls.some((url) => url.pathname.endsWith("/dashboard/trend"))).toBe(false);
      // Above the figures, the needs-attention lines wait too: a skeleton each, no count asked for.
      const attention = region("Needs attention today");
      expect(attention.querySelectorAll("li .ant-skeleton").length).toBeGreaterThan(0);
      expect(within(attention).queryByRole("link")).toBeNull();
      expect(watch.calls.some((url) => url.searchParams.has("attention"))).toBe(false);
      release();
      await within(figures).findByText("Sales this month");
      await within(attention).findByRole("link", {
        name: /paid orders? (has|have) waited too long/,
      });
      expect(watch.calls.some((url) => url.searchParams.has("attention"))).toBe(true);
      await findRegion("Top 5 stores this month");
      await screen.findByRole("combobox", { name: "Figures for" });
      await waitFor(() =>
        expect(region("Sales per day").textContent).toMatch(/Rp \d{1,3}(\.\d{3})+/),
      );
      expect(watch.calls.some((url) => url.pathname.endsWith("/dashboard/trend"))).toBe(true);
    } finally {
      watch.stop();
      release();
    }
  });

  it("shows each panel loading, then a failing one's error with Try again while the others show their figures", async () => {
    let refuse = true;
    const failing = () => (refuse ? errorAnswer(500, "server_error", "Down") : undefined);
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.get("*/api/dashboard/summary", failing),
      http.get("*/api/dashboard/points", async () => {
        await held;
        return undefined;
      }),
      http.get("*/api/vouchers", ({ request }) =>
        new URL(request.url).searchParams.get("attention") === "fewUsesLeft"
          ? failing()
          : undefined,
      ),
    );
    const { user } = await renderPage({ user: ADMIN, url: "/dashboard" });
    // The points wait for their answer: a skeleton in their panel, not a blank one.
    const points = await findRegion("Loyalty points this month");
    expect(points.querySelector(".ant-skeleton")).not.toBeNull();
    const figures = await findRegion("Sales and customers");
    await within(figures).findByText("These figures could not be loaded.");
    const attention = region("Needs attention today");
    await within(attention).findByText("This could not be counted.");
    // The other lines and the chart's panel do not wait for them.
    await within(attention).findByRole("link", { name: /vouchers? ends? within 7 days/ });
    await waitFor(() =>
      expect(region("Sales per day").textContent).toMatch(/Rp \d{1,3}(\.\d{3})+/),
    );
    expect(points.querySelector(".ant-skeleton")).not.toBeNull();
    release();
    await within(points).findByText("Points issued");
    // Nothing of the refusal reaches the page: not its status, code or message. A
    // figure such as "17.500" is not a status, so only a bare 500 counts.
    expect(screen.queryByText(/(^|[^\d.])500($|[^\d.])|server_error|\bDown\b/)).toBeNull();
    refuse = false;
    await user.click(within(figures).getByRole("button", { name: "Try again" }));
    await within(figures).findByText("Sales this month");
    await user.click(within(attention).getByRole("button", { name: "Try again" }));
    await within(attention).findByText(
      /less than 10 % of (its|their) uses left|running out of uses/,
    );
  });

  it("says so when the month has sold nothing yet (its first hours), in both top fives", async () => {
    const none = { current: 0, previous: 0 };
    server.use(
      http.get("*/api/dashboard/summary", () =>
        HttpResponse.json({
          code: "success",
          message: "OK",
          payload: {
            asOf: new Date().toISOString(),
            salesToday: none,
            salesMonth: none,
            ordersMonth: none,
            newCustomersMonth: none,
            vouchersUsedMonth: none,
            byStatus: [{ status: "WAITING_PAYMENT", count: 2 }],
            topProducts: [],
            topStores: [],
          },
        }),
      ),
    );
    await renderPage({ user: ADMIN, url: "/dashboard" });
    await within(await findRegion("Sales and customers")).findByText("Sales this month");
    for (const name of ["Top 5 stores this month", "Top 5 products this month"]) {
      const top = await findRegion(name);
      await within(top).findByText("No sales this month yet.");
      expect(within(top).queryByRole("table")).toBeNull();
    }
  });

  it("says so when the period sold nothing, and shows the days as a table", async () => {
    server.use(
      http.get("*/api/dashboard/trend", ({ request }) => {
        const url = new URL(request.url);
        const from = url.searchParams.get("from")!;
        const days = Array.from({ length: 7 }, (_, n) => ({
          day: dayjs(from).add(n, "day").format("YYYY-MM-DD"),
          sales: 0,
          orders: 0,
        }));
        return HttpResponse.json({
          code: "success",
          message: "OK",
          payload: {
            from,
            to: url.searchParams.get("to"),
            previousFrom: dayjs(from).subtract(7, "day").format("YYYY-MM-DD"),
            previousTo: dayjs(from).subtract(1, "day").format("YYYY-MM-DD"),
            sales: { current: 0, previous: 0 },
            days,
            byStore: [],
            byBrand: [],
          },
        });
      }),
    );
    const { user } = await renderPage({ user: ADMIN, url: "/dashboard?period=7d" });
    const trend = await findRegion("Sales per day");
    await within(trend).findByText(/Nothing .* to compare with/);
    await within(region("Sales by outlet")).findByText("No sales in this period.");
    await user.click(within(trend).getByRole("switch", { name: "Show as table" }));
    const table = within(trend).getByRole("table");
    // A row per day of the 7 (and the header), each day's sales written as rupiah.
    expect(within(table).getAllByRole("row")).toHaveLength(8);
    expect(within(table).getAllByText(formatRupiah(0))).toHaveLength(7);
  });

  it("asks for the days of a custom period too long to draw, and calls nothing for it", async () => {
    const watch = watchCalls();
    try {
      await renderPage({
        user: ADMIN,
        url: "/dashboard?period=custom&from=2024-01-01&to=2026-01-31",
      });
      const trend = await findRegion("Sales per day");
      await within(trend).findByText("Choose the first and last day of the period.");
      await within(await findRegion("Sales and customers")).findByText("Sales this month");
      expect(watch.calls.some((url) => url.pathname.endsWith("/dashboard/trend"))).toBe(false);
    } finally {
      watch.stop();
    }
  });

  it("shows no figures and no attention lines to a user without their permissions", async () => {
    await renderPage({ user: "catalog@demo.test", url: "/dashboard" });
    await screen.findByRole("heading", { level: 1 });
    expect(screen.queryByRole("region", { name: "Needs attention today" })).toBeNull();
    expect(screen.queryByRole("region", { name: "Sales and customers" })).toBeNull();
    expect(screen.queryByRole("region", { name: "Sales per day" })).toBeNull();
  });

  it("asks for the sub app's figures with its code when /my-dashboard is the page being opened", async () => {
    const watch = watchCalls();
    const summaries = () =>
      watch.calls.filter((url) => url.pathname.endsWith("/dashboard/summary"));
    try {
      await signInAs("subadmin@demo.test");
      // The sub app's code fetched while another page opens: no call.
      askDashboardFiguresEarly({ pathname: "/dashboard", search: "" }, "sub");
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(summaries()).toHaveLength(0);
      askDashboardFiguresEarly({ pathname: "/my-dashboard", search: "" }, "sub");
      await waitFor(() => expect(summaries()).toHaveLength(1));
      await renderPage({ user: "subadmin@demo.test", url: "/my-dashboard" });
      await within(await findRegion("Sales and customers")).findByText("Sales this month");
      // Shown from that one call; no points call for a user who may not list wallet points.
      expect(summaries()).toHaveLength(1);
      expect(watch.calls.some((url) => url.pathname.endsWith("/dashboard/points"))).toBe(false);
    } finally {
      watch.stop();
    }
  });

  it("shows the sub admin the figures of their outlets, without the points they may not see", async () => {
    await renderPage({ user: "subadmin@demo.test", url: "/my-dashboard" });
    const figures = await findRegion("Sales and customers");
    await within(figures).findByText("Sales this month");
    expect(screen.queryByRole("region", { name: "Loyalty points this month" })).toBeNull();
    // Only the transaction lines of the attention panel: the others' lists are not theirs.
    const attention = region("Needs attention today");
    expect(attention.textContent).not.toMatch(/voucher|reward|notification/i);
  });
});
