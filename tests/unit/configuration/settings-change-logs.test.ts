import { db } from "@/mocks/node";
import { api, signIn } from "../mocks/api";

/* eslint-disable @typescript-eslint/no-explicit-any -- the answers are read loosely */
const log = (token: string, entity: string, entityId: string) =>
  api("GET", `/change-logs?entity=${entity}&entityId=${entityId}&_sort=createdAt&_order=desc`, {
    token,
  });

describe("the change logs of the settings pages and of wallets", () => {
  it("a settings save writes one entry for the page, its fields labelled; a save that changed nothing writes none", async () => {
    const token = await signIn("admin@demo.test");
    const before = (await log(token, "eye-test-constants", "eye-test-constants")).payload.count;
    const loaded = (await api("GET", "/app-config-settings/eye-test-constants", { token })).payload;
    const saved = await api("PATCH", "/app-config-settings/eye-test-constants", {
      token,
      body: { ...loaded, aMyopia: loaded.aMyopia + 0.25 },
    });
    expect(saved.status).toBe(200);
    const after = await log(token, "eye-test-constants", "eye-test-constants");
    expect(after.payload.count).toBe(before + 1);
    const entry = after.payload.results[0];
    expect(entry.action).toBe("UPDATE");
    expect(entry.changedBy).toMatchObject({ name: "Alice Admin" });
    expect(entry.changes).toEqual([
      {
        field: "aMyopia",
        before: loaded.aMyopia,
        after: loaded.aMyopia + 0.25,
      },
    ]);
    expect(entry.fields.aMyopia).toMatchObject({
      kind: "number",
      label: expect.stringMatching(/^configuration:/),
    });

    // Saved again as it is: no entry.
    const again = await api("PATCH", "/app-config-settings/eye-test-constants", {
      token,
      body: saved.payload,
    });
    expect(again.status).toBe(200);
    expect((await log(token, "eye-test-constants", "eye-test-constants")).payload.count).toBe(
      before + 1,
    );
  });

  it("the transaction settings and the couriers log one entry per save, by their settings' names", async () => {
    const token = await signIn("admin@demo.test");
    const settings = (await api("GET", "/app-config-settings/transaction", { token })).payload;
    await api("PATCH", "/app-config-settings/transaction", {
      token,
      body: { ...settings, TRX_PAYMENT_EXPIRY_IN_MINUTES: 90, TRX_ALLOW_ZERO_PAYMENT: "ALLOWED" },
    });
    const entry = (await log(token, "transaction-settings", "transaction")).payload.results[0];
    expect(entry.changes.map((change: any) => change.field).sort()).toEqual(
      ["TRX_ALLOW_ZERO_PAYMENT", "TRX_PAYMENT_EXPIRY_IN_MINUTES"].filter(
        (key) => settings[key] !== (key === "TRX_ALLOW_ZERO_PAYMENT" ? "ALLOWED" : 90),
      ),
    );
    expect(entry.fields.TRX_PAYMENT_EXPIRY_IN_MINUTES.label).toBe(
      "transactions:settings.labels.TRX_PAYMENT_EXPIRY_IN_MINUTES",
    );
    expect(db.changeLogs.filter((row) => row.entity === "app-config")).toHaveLength(0);

    const shipment = (await api("GET", "/app-config-settings/shipment", { token })).payload;
    await api("PATCH", "/app-config-settings/shipment", {
      token,
      body: { ...shipment, instant: shipment.instant.slice(1) },
    });
    const courierEntry = (await log(token, "shipment-settings", "shipment")).payload.results[0];
    expect(courierEntry.changes).toEqual([
      { field: "instant", before: shipment.instant, after: shipment.instant.slice(1) },
    ]);
    expect(courierEntry.fields.instant.kind).toBe("list");
  });

  it("Contact us logs the contact details it changed, each by its field", async () => {
    const token = await signIn("admin@demo.test");
    const config = (await api("GET", "/app-configs/CONTACT_US", { token })).payload;
    const saved = await api("PATCH", "/app-configs/CONTACT_US", {
      token,
      body: { value: { ...config.value, openingHours: "Every day 10:00–21:00" } },
    });
    expect(saved.status).toBe(200);
    const entry = (await log(token, "contact-us", "CONTACT_US")).payload.results[0];
    expect(entry.changes).toEqual([
      { field: "openingHours", before: null, after: "Every day 10:00–21:00" },
    ]);
    expect(entry.fields.openingHours.label).toBe("configuration:contactUs.fields.openingHours");
  });

  it("a settings page's log is read only by whoever may open the page", async () => {
    const catalog = await signIn("catalog@demo.test");
    expect((await log(catalog, "shipment-settings", "shipment")).status).toBe(403);
    expect((await log(catalog, "transaction-settings", "transaction")).status).toBe(403);
  });

  it("a staff member's point change is an entry of the wallet's log: the balance and the reason", async () => {
    const token = await signIn("admin@demo.test");
    const wallet = db.walletPoints.all().find((row) => row.balance > 0)!;
    const seeded = (await log(token, "wallet-point", wallet.wpId)).payload.count;
    const added = await api("POST", `/wallet-points/${wallet.wpId}/add-point`, {
      token,
      body: { points: 150, reason: "Service recovery: frame replaced late." },
    });
    expect(added.status).toBe(201);
    const answer = await log(token, "wallet-point", wallet.wpId);
    expect(answer.payload.count).toBe(seeded + 1);
    const entry = answer.payload.results[0];
    expect(entry.entityName).toBe(wallet.customerName);
    expect(entry.changes).toEqual([
      { field: "balance", before: wallet.balance, after: wallet.balance + 150 },
      { field: "reason", before: null, after: "Service recovery: frame replaced late." },
    ]);
    expect(entry.fields.balance).toEqual({
      kind: "number",
      label: "loyalty:wallets.fields.balance",
    });
  });

  it("the seeded wallets' history holds the seeded staff point changes", async () => {
    const token = await signIn("admin@demo.test");
    const staffEntry = db.walletLedger
      .all()
      .find((entry) => entry.type === "REMOVE" && entry.staff !== null)!;
    const entries = (await log(token, "wallet-point", staffEntry.wpId)).payload.results;
    expect(entries).toContainEqual(
      expect.objectContaining({
        createdAt: staffEntry.createdAt,
        changedBy: expect.objectContaining({ userId: staffEntry.staff!.userId }),
        changes: [
          {
            field: "balance",
            before: staffEntry.balanceAfter + staffEntry.points,
            after: staffEntry.balanceAfter,
          },
          { field: "reason", before: null, after: staffEntry.note },
        ],
      }),
    );
  });
});
