import { db } from "@/mocks/node";
import { api, signIn } from "./api";

describe("demo API: payment accounts and channels", () => {
  it("lists channels in the order customers see and reorders them in one call", async () => {
    const token = await signIn("admin@demo.test");
    const list = await api("GET", "/payment-channels?_sort=order&_order=asc&_end=100", { token });
    const ids: string[] = list.payload.results.map(
      (row: { paymentChannelId: string }) => row.paymentChannelId,
    );
    expect(ids.slice(0, 2)).toEqual(["pch-1", "pch-2"]);
    const swapped = [ids[1]!, ids[0]!, ...ids.slice(2)];
    const saved = await api("PATCH", "/payment-channels/reorder", {
      token,
      body: { paymentChannelIds: swapped },
    });
    expect(saved.status).toBe(200);
    expect(db.paymentChannels.get("pch-2")!.order).toBe(1);
    expect(db.paymentChannels.get("pch-1")!.order).toBe(2);

    // A list that lost a channel meanwhile is stale: nothing changes.
    const stale = await api("PATCH", "/payment-channels/reorder", {
      token,
      body: { paymentChannelIds: ids.slice(1) },
    });
    expect(stale.status).toBe(409);
    expect(db.paymentChannels.get("pch-2")!.order).toBe(1);
  });

  it("validates a manual transfer's account and the channel code, and shows the account", async () => {
    const token = await signIn("admin@demo.test");
    const body = {
      channelName: "Transfer Manual BNI",
      channelCode: "manual_bni",
      channelType: "MANUAL_TRANSFER",
      provider: "Internal",
      feeFixed: 1000,
    };
    const missing = await api("POST", "/payment-channels", { token, body });
    expect(missing.status).toBe(422);
    expect(missing.payload.errors).toEqual({
      paymentAccountId: "Choose the payment account this manual transfer goes to.",
    });
    const archived = await api("POST", "/payment-channels", {
      token,
      body: { ...body, paymentAccountId: "pac-9" },
    });
    expect(archived.payload.errors).toEqual({
      paymentAccountId: "Choose an existing payment account.",
    });
    const taken = await api("POST", "/payment-channels", {
      token,
      body: { ...body, channelCode: "bca_va", paymentAccountId: "pac-3" },
    });
    expect(taken.payload.errors).toEqual({ channelCode: "This channel code is already used." });
    const created = await api("POST", "/payment-channels", {
      token,
      body: { ...body, paymentAccountId: "pac-3" },
    });
    expect(created.status).toBe(201);
    expect(created.payload).toMatchObject({
      channelCode: "MANUAL_BNI",
      order: 14,
      paymentAccount: { bankCode: "BNI", accountNumber: "0918273645" },
    });
  });

  it("stores the bank's name, refuses a duplicate account and one still used by a channel", async () => {
    const token = await signIn("admin@demo.test");
    const created = await api("POST", "/payment-accounts", {
      token,
      body: {
        bankCode: "JAGO",
        accountNumber: "100234567890",
        accountHolder: "PT Optik Prima Nusantara",
      },
    });
    expect(created.status).toBe(201);
    // No branch given: none (null), not an empty text.
    expect(created.payload).toMatchObject({ bankName: "Bank Jago", branch: null, isActive: true });
    const twin = await api("POST", "/payment-accounts", {
      token,
      body: { bankCode: "BCA", accountNumber: "5270418833", accountHolder: "Someone" },
    });
    expect(twin.payload.errors).toEqual({
      accountNumber: "This account is already registered for this bank.",
    });
    const search = await api("GET", "/payment-accounts?q=mandiri", { token });
    expect(
      search.payload.results.map((row: { paymentAccountId: string }) => row.paymentAccountId),
    ).toEqual(["pac-2"]);
    const used = await api("DELETE", "/payment-accounts/pac-1", { token });
    expect(used.status).toBe(409);
    expect(used.message).toContain("Transfer Manual BCA");
  });

  it("checks a PATCH on the whole merged channel and refuses a stale one", async () => {
    const token = await signIn("admin@demo.test");
    const channel = db.paymentChannels.get("pch-1")!;
    const tooLow = await api("PATCH", "/payment-channels/pch-1", {
      token,
      body: { maxAmount: 5_000, updatedAt: channel.updatedAt },
    });
    expect(tooLow.status).toBe(422);
    expect(tooLow.payload.errors).toEqual({
      maxAmount: "The maximum amount must be at least the minimum amount.",
    });
    const toQris = await api("PATCH", "/payment-channels/pch-12", {
      token,
      body: { channelType: "QRIS" },
    });
    expect(toQris.payload.errors).toEqual({
      paymentAccountId: "Only a manual transfer goes to a payment account.",
    });
    const saved = await api("PATCH", "/payment-channels/pch-1", {
      token,
      body: { feePercent: 0.5, updatedAt: channel.updatedAt },
    });
    expect(saved.status).toBe(200);
    const stale = await api("PATCH", "/payment-channels/pch-1", {
      token,
      body: { feePercent: 1, updatedAt: channel.updatedAt },
    });
    expect(stale.status).toBe(409);
    expect(db.paymentChannels.get("pch-1")!.feePercent).toBe(0.5);
  });

  it("refuses fees past their documented bounds with 422 naming the field, changing nothing", async () => {
    const token = await signIn("admin@demo.test");
    const refused = await api("PATCH", "/payment-channels/pch-1", {
      token,
      body: { feeFixed: 1_500_000, feePercent: 12.5 },
    });
    expect(refused.status).toBe(422);
    expect(refused.payload.errors).toEqual({
      feeFixed: "Fixed fee must be at most Rp 1.000.000.",
      feePercent: "Percentage fee must be at most 10.",
    });
    expect(db.paymentChannels.get("pch-1")).toMatchObject({ feeFixed: 4_000, feePercent: 0 });
    const cleared = await api("PATCH", "/payment-channels/pch-1", {
      token,
      body: { maxAmount: null, instructions: null },
    });
    expect(cleared.status).toBe(200);
    expect(cleared.payload).toMatchObject({ maxAmount: null, instructions: null });
  });

  it("refuses the payment pages' calls without the permission", async () => {
    const token = await signIn("catalog@demo.test");
    const answer = await api("GET", "/payment-channels", { token });
    expect(answer.status).toBe(403);
  });
});
