import { db } from "@/mocks/node";
import { needsAttention } from "@resources/transactions/schema/transaction-rules";
import { api, signIn } from "../mocks/api";

/** The transactions demo API: status moves, the timeline, change logs, scoping, demo orders. */
/** Saves the transaction settings as they are now with `changes` (PATCH), and returns the answer. */
async function changeSettings(token: string, changes: Record<string, unknown>) {
  const settings = await api("GET", "/app-config-settings/transaction", { token });
  return api("PATCH", "/app-config-settings/transaction", {
    token,
    body: { ...settings.payload, ...changes },
  });
}

describe("demo API: transactions", () => {
  const waiting = () =>
    db.transactions.find(
      (trx) => trx.status === "WAITING_PAYMENT" && trx.deliveryType === "DELIVERY",
    )!;

  it("moves a status with its note, writes the timeline and the change log, refuses a stale one", async () => {
    const token = await signIn("admin@demo.test");
    const trx = waiting();
    const refused = await api("POST", `/transactions/${trx.transactionId}/status`, {
      token,
      body: { status: "PROCESSING", note: "Skipping payment" },
    });
    expect(refused.status).toBe(422);
    expect(refused.payload.errors).toEqual({
      status: "This order cannot move to that status from its current one.",
    });
    const noNote = await api("POST", `/transactions/${trx.transactionId}/status`, {
      token,
      body: { status: "PAID", note: "  " },
    });
    expect(noNote.payload.errors).toEqual({ note: "Note is required." });
    const paid = await api("POST", `/transactions/${trx.transactionId}/status`, {
      token,
      body: { status: "PAID", note: "Transfer checked", updatedAt: trx.updatedAt },
    });
    expect(paid.status).toBe(200);
    expect(paid.payload).toMatchObject({ status: "PAID", paymentStatus: "PAID" });
    expect(paid.payload.paidAt).not.toBeNull();
    expect(paid.payload.statusHistory.at(-1)).toMatchObject({
      from: "WAITING_PAYMENT",
      to: "PAID",
      note: "Transfer checked",
      by: { userId: "usr-admin" },
    });
    const stale = await api("POST", `/transactions/${trx.transactionId}/status`, {
      token,
      body: { status: "PROCESSING", note: "Again", updatedAt: trx.updatedAt },
    });
    expect(stale.status).toBe(409);
    expect(db.transactions.get(trx.transactionId)!.status).toBe("PAID");
    const logs = await api("GET", `/transactions/${trx.transactionId}/change-logs`, { token });
    expect(logs.payload.results[0].changes).toEqual(
      expect.arrayContaining([
        { field: "status", before: "WAITING_PAYMENT", after: "PAID" },
        { field: "note", before: null, after: "Transfer checked" },
      ]),
    );
    // The log of every transaction (/transaction-change-logs) lists it too, newest first.
    const all = await api("GET", "/change-logs?entity=transaction&_end=5", { token });
    expect(all.status).toBe(200);
    expect(all.payload.results[0]).toMatchObject({
      entityId: trx.transactionId,
      entityName: trx.transactionCode,
      changedBy: { name: "Alice Admin" },
    });
  });

  it("searches code, customer name, email and phone; filters payment status and total range", async () => {
    const token = await signIn("admin@demo.test");
    const trx = db.transactions.all()[5]!;
    for (const q of [trx.transactionCode, trx.customerEmail, trx.customerPhone]) {
      const found = await api("GET", `/transactions?q=${encodeURIComponent(q)}`, { token });
      expect(
        found.payload.results.map((row: { transactionId: string }) => row.transactionId),
      ).toContain(trx.transactionId);
    }
    const unpaid = await api(
      "GET",
      "/transactions?paymentStatus=UNPAID&total_gte=100000&total_lte=3000000&_end=100",
      { token },
    );
    expect(unpaid.payload.count).toBeGreaterThan(0);
    for (const row of unpaid.payload.results) {
      expect(row.status).toBe("WAITING_PAYMENT");
      expect(row.total).toBeGreaterThanOrEqual(100_000);
      expect(row.total).toBeLessThanOrEqual(3_000_000);
    }
  });

  it("shows a sub-app user only the transactions of their sub roles' stores", async () => {
    const token = await signIn("subadmin@demo.test");
    const answer = await api("GET", "/transactions?_end=500", { token });
    const profile = await api("GET", "/my-stores", { token });
    const mine = new Set(
      profile.payload.results.map((store: { storeId: string }) => store.storeId),
    );
    expect(answer.payload.count).toBeGreaterThan(0);
    expect(answer.payload.count).toBeLessThan(db.transactions.all().length);
    for (const row of answer.payload.results) expect(mine.has(row.storeId)).toBe(true);
    const other = db.transactions.find((trx) => !mine.has(trx.storeId))!;
    expect((await api("GET", `/transactions/${other.transactionId}`, { token })).status).toBe(404);
  });

  it("lists the orders that need attention (attention=<kind>), with the setting of the moment and the user's stores", async () => {
    const token = await signIn("admin@demo.test");
    const ids = (answer: { payload: { results: { transactionId: string }[] } }) =>
      answer.payload.results.map((row) => row.transactionId).sort();
    const expected = (kind: "overdue" | "expiresToday", processWithinHours: number) =>
      db.transactions
        .filter((trx) => needsAttention(kind, trx, { now: Date.now(), processWithinHours }))
        .map((trx) => trx.transactionId)
        .sort();

    const overdue = await api("GET", "/transactions?attention=overdue&_start=0&_end=100", {
      token,
    });
    expect(overdue.status).toBe(200);
    expect(overdue.payload.count).toBeGreaterThanOrEqual(3);
    expect(ids(overdue)).toEqual(expected("overdue", 24));
    for (const row of overdue.payload.results) expect(row.status).toBe("PAID");
    // The dashboard asks for one row: the count is the list's total.
    const one = await api("GET", "/transactions?attention=overdue&_start=0&_end=1", { token });
    expect(one.payload.results).toHaveLength(1);
    expect(one.payload.count).toBe(overdue.payload.count);

    const today = await api("GET", "/transactions?attention=expiresToday&_end=100", { token });
    expect(today.payload.count).toBeGreaterThanOrEqual(1);
    expect(ids(today)).toEqual(expected("expiresToday", 24));
    for (const row of today.payload.results) expect(row.status).toBe("WAITING_PAYMENT");
    // It combines with the list's other filters; an unknown kind matches nothing.
    const pickup = await api(
      "GET",
      "/transactions?attention=overdue&deliveryType=PICKUP&_end=100",
      {
        token,
      },
    );
    expect(pickup.payload.count).toBe(
      overdue.payload.results.filter(
        (row: { deliveryType: string }) => row.deliveryType === "PICKUP",
      ).length,
    );
    const unknown = await api("GET", "/transactions?attention=someday", { token });
    expect(unknown.payload.count).toBe(0);

    // The setting is read on each request: a week to process leaves nothing overdue in the seed.
    const settings = await api("GET", "/app-config-settings/transaction", { token });
    expect(settings.payload.TRX_PROCESS_WITHIN_HOURS).toBe(24);
    const saved = await api("PATCH", "/app-config-settings/transaction", {
      token,
      body: { ...settings.payload, TRX_PROCESS_WITHIN_HOURS: 168 },
    });
    expect(saved.status).toBe(200);
    const later = await api("GET", "/transactions?attention=overdue&_end=100", { token });
    expect(ids(later)).toEqual(expected("overdue", 168));
    expect(later.payload.count).toBeLessThan(overdue.payload.count);
    const refused = await api("PATCH", "/app-config-settings/transaction", {
      token,
      body: { ...saved.payload, TRX_PROCESS_WITHIN_HOURS: 169 },
    });
    expect(refused.status).toBe(422);
    expect(refused.payload.errors).toEqual({
      TRX_PROCESS_WITHIN_HOURS: "Process paid orders within (hours) must be at most 168.",
    });

    // A sub-app user counts only their stores' orders.
    const sub = await signIn("subadmin@demo.test");
    const theirs = await api("GET", "/transactions?attention=overdue&_end=100", { token: sub });
    const mine = new Set(
      (await api("GET", "/my-stores", { token: sub })).payload.results.map(
        (store: { storeId: string }) => store.storeId,
      ),
    );
    expect(ids(theirs)).toEqual(
      expected("overdue", 168).filter((id) => mine.has(db.transactions.get(id)!.storeId)),
    );
  });

  it("makes a demo order with the transaction settings", async () => {
    const token = await signIn("admin@demo.test");
    const saved = await changeSettings(token, {
      TRX_CODE_PREFIX: "ORD",
      TRX_CODE_NUMERIC_LENGTH: 6,
      PAYMENT_CODE_PREFIX: "VA",
      TRX_PAYMENT_EXPIRY_IN_MINUTES: 30,
      NEW_TRANSACTION_CALCULATION_FORMULAS: "ADVANCED",
    });
    expect(saved.status).toBe(200);
    const next = saved.payload.nextNumber;
    const created = await api("POST", "/demo/transactions", {
      token,
      body: { withVoucher: true, deliveryType: "DELIVERY" },
    });
    expect(created.status).toBe(201);
    const trx = created.payload;
    expect(trx.transactionCode).toBe(`ORD${String(next).padStart(6, "0")}`);
    expect(trx.paymentCode).toBe(`VA${String(next).padStart(8, "0")}`);
    expect(trx.formula).toBe("ADVANCED");
    expect(trx.discount).toBe(50_000);
    expect(Date.parse(trx.paymentExpiresAt) - Date.parse(trx.createdAt)).toBe(30 * 60_000);
    const invalid = await api("PATCH", "/app-config-settings/transaction", {
      token,
      body: { ...saved.payload, TRX_CODE_PREFIX: "or-d", TRX_CODE_NUMERIC_LENGTH: 40 },
    });
    expect(invalid.status).toBe(422);
    expect(invalid.payload.errors).toEqual({
      TRX_CODE_PREFIX: "Transaction Code - Prefix is 1 to 10 capital letters or digits.",
      TRX_CODE_NUMERIC_LENGTH: "Transaction Code - Numeric Length must be at most 12.",
    });
  });

  it("charges a demo order its channel's stored fee and keeps that rule when the channel changes", async () => {
    const token = await signIn("admin@demo.test");
    db.paymentChannels.update("pch-5", { feeFixed: 1_000, feePercent: 1.5 });
    const created = await api("POST", "/demo/transactions", {
      token,
      body: { paymentChannelId: "pch-5", deliveryType: "DELIVERY" },
    });
    expect(created.status).toBe(201);
    const trx = created.payload;
    const base = trx.subtotal + trx.shippingCost;
    expect(trx.paymentFeeRule).toEqual({ fixed: 1_000, percent: 1.5, base });
    expect(trx.paymentFee).toBe(1_000 + Math.ceil((base * 1.5) / 100));
    db.paymentChannels.update("pch-5", { feeFixed: 0, feePercent: 0 });
    const later = await api("GET", `/transactions/${trx.transactionId}`, { token });
    expect(later.payload.paymentFeeRule).toEqual({ fixed: 1_000, percent: 1.5, base });
    expect(later.payload.paymentFee).toBe(trx.paymentFee);
  });

  it("refuses settings past their bounds with 422 naming the field, and changes nothing", async () => {
    const token = await signIn("admin@demo.test");
    const refused = await changeSettings(token, {
      TRX_PAYMENT_EXPIRY_IN_MINUTES: 99_999,
      PAYMENT_CODE_NUMERIC_LENGTH: 3,
    });
    expect(refused.status).toBe(422);
    expect(refused.payload.errors).toEqual({
      TRX_PAYMENT_EXPIRY_IN_MINUTES: "Payment Expiry (in minutes) must be at most 10080.",
      PAYMENT_CODE_NUMERIC_LENGTH: "Payment Code - Numeric Length must be at least 4.",
    });
    expect(db.appConfigs.get("TRX_PAYMENT_EXPIRY_IN_MINUTES")!.value).toBe(60);
    expect(db.appConfigs.get("PAYMENT_CODE_NUMERIC_LENGTH")!.value).toBe(8);
  });

  it("refuses shipping without a tracking number (422 on the field), before the order is looked at", async () => {
    const token = await signIn("admin@demo.test");
    const trx = db.transactions.find(
      (row) => row.status === "PROCESSING" && row.deliveryType === "DELIVERY",
    )!;
    const refused = await api("POST", `/transactions/${trx.transactionId}/status`, {
      token,
      body: { status: "SHIPPED", note: "Picked up", trackingNumber: null },
    });
    expect(refused.status).toBe(422);
    expect(refused.payload.errors).toEqual({
      trackingNumber: "A shipped order needs its tracking number.",
    });
    expect(db.transactions.get(trx.transactionId)!.status).toBe("PROCESSING");
  });
});
