import dayjs from "dayjs";
import { db } from "@/mocks/node";
import { periodDays } from "@resources/dashboard/schema/periods";
import { api, signIn } from "../mocks/api";

/** The dashboard's demo API: its sums agree with the lists, follow writes, and respect the outlet and the user. */
describe("demo API: dashboard", () => {
  const SOLD = new Set(["PAID", "PROCESSING", "READY_FOR_PICKUP", "SHIPPED", "COMPLETED"]);

  it("counts every order by status as the list filtered by status does", async () => {
    const token = await signIn("admin@demo.test");
    const summary = await api("GET", "/dashboard/summary", { token });
    expect(summary.status).toBe(200);
    for (const { status, count } of summary.payload.byStatus) {
      const list = await api("GET", `/transactions?_start=0&_end=1&status=${status}`, { token });
      expect(list.payload.count, status).toBe(count);
    }
  });

  it("sums the days of a period to its total, and answers again after an order moves", async () => {
    const token = await signIn("admin@demo.test");
    const span = periodDays("30d", Date.now())!;
    const trend = await api("GET", `/dashboard/trend?from=${span.from}&to=${span.to}`, { token });
    expect(trend.payload.days).toHaveLength(30);
    const sum = trend.payload.days.reduce(
      (total: number, day: { sales: number }) => total + day.sales,
      0,
    );
    expect(sum).toBe(trend.payload.sales.current);
    const byStore = trend.payload.byStore.reduce(
      (total: number, row: { sales: number }) => total + row.sales,
      0,
    );
    expect(byStore).toBe(sum);
    // The same days summed from the orders themselves.
    const start = new Date(`${span.from}T00:00:00`).getTime();
    const expected = db.transactions
      .filter((trx) => SOLD.has(trx.status) && Date.parse(trx.createdAt) >= start)
      .reduce((total, trx) => total + trx.total, 0);
    expect(sum).toBe(expected);

    // A paid order of the period refunded: the cached answers are dropped, the period's sales fall
    // by its total, and so do the month's when it was this month's (in a month's first hours the
    // month may have no paid order yet: the seed's orders are placed relative to now).
    const summary = () => api("GET", "/dashboard/summary", { token });
    const before = await summary();
    const paid = db.transactions.find(
      (trx) => trx.status === "PAID" && Date.parse(trx.createdAt) >= start,
    )!;
    const thisMonth =
      Date.parse(paid.createdAt) >= dayjs().startOf("month").valueOf() ? paid.total : 0;
    const moved = await api("POST", `/transactions/${paid.transactionId}/status`, {
      token,
      body: { status: "REFUNDED", note: "Customer changed their mind." },
    });
    expect(moved.status).toBe(200);
    const again = await api("GET", `/dashboard/trend?from=${span.from}&to=${span.to}`, { token });
    expect(again.payload.sales.current).toBe(sum - paid.total);
    const after = await summary();
    expect(after.payload.salesMonth.current).toBe(before.payload.salesMonth.current - thisMonth);
  });

  it("narrows to a store, and to the sub admin's own stores", async () => {
    const admin = await signIn("admin@demo.test");
    const store = db.stores.all()[0]!;
    const one = await api("GET", `/dashboard/summary?storeId=${store.storeId}`, { token: admin });
    for (const row of one.payload.topStores) expect(row.storeId).toBe(store.storeId);
    const all = one.payload.byStatus.reduce(
      (n: number, row: { count: number }) => n + row.count,
      0,
    );
    expect(all).toBe(db.transactions.filter((trx) => trx.storeId === store.storeId).length);

    const sub = await signIn("subadmin@demo.test");
    const own = await api("GET", "/dashboard/summary", { token: sub });
    expect(own.status).toBe(200);
    const ownStores = new Set(
      (await api("GET", "/my-stores", { token: sub })).payload.results.map(
        (row: { storeId: string }) => row.storeId,
      ),
    );
    // Their stores alone, in the month's top five and in the 30 days' sales by store (never empty;
    // the month may have no sale yet in its first hours).
    for (const row of own.payload.topStores) expect(ownStores.has(row.storeId)).toBe(true);
    const span = periodDays("30d", Date.now())!;
    const trend = await api("GET", `/dashboard/trend?from=${span.from}&to=${span.to}`, {
      token: sub,
    });
    expect(trend.payload.byStore.length).toBeGreaterThan(0);
    for (const row of trend.payload.byStore) expect(ownStores.has(row.storeId)).toBe(true);
    // Points are not theirs to see.
    expect((await api("GET", "/dashboard/points", { token: sub })).status).toBe(403);
  });

  it("refuses a period it cannot draw, naming the field", async () => {
    const token = await signIn("admin@demo.test");
    const backwards = await api("GET", "/dashboard/trend?from=2026-03-10&to=2026-03-01", { token });
    expect(backwards.status).toBe(422);
    expect(backwards.payload.errors.to).toBe("The last day cannot be before the first.");
    const tooLong = await api("GET", "/dashboard/trend?from=2024-01-01&to=2026-01-01", { token });
    expect(tooLong.payload.errors.to).toBe("A period can be at most 366 days.");
    const notADay = await api("GET", "/dashboard/trend?from=2026-02-30&to=2026-03-01", { token });
    expect(notADay.payload.errors.from).toBe("Give a day as YYYY-MM-DD.");
  });
});
