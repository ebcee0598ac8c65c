import { db } from "@/mocks/node";
import { issueVoucherCode } from "@resources/promotions/demo/vouchers.codes";
import { api, signIn } from "../mocks/api";

const DAY = 86_400_000;
const when = (days: number) => new Date(Date.now() + days * DAY).toISOString();
const base = {
  voucherName: "Test voucher",
  brandId: "brd-1",
  discountType: "PERCENTAGE",
  discountValue: 10,
  startAt: when(-1),
  endAt: when(30),
};

describe("the vouchers demo API", () => {
  it("answers the brand's code as the prefix and the status, and filters by status", async () => {
    const token = await signIn("admin@demo.test");
    const created = await api("POST", "/vouchers", { token, body: base });
    expect(created.status).toBe(201);
    expect(created.payload).toMatchObject({ codePrefix: "PRIM", status: "ACTIVE", used: 0 });

    const scheduled = await api("GET", "/vouchers?status=SCHEDULED&_start=0&_end=200", { token });
    expect(scheduled.payload.count).toBeGreaterThan(0);
    for (const row of scheduled.payload.results) {
      expect(row.status).toBe("SCHEDULED");
      expect(Date.parse(row.startAt)).toBeGreaterThan(Date.now());
    }
  });

  it("refuses discount rules and limits on their fields (422)", async () => {
    const token = await signIn("admin@demo.test");
    const refuse = async (body: object) =>
      (await api("POST", "/vouchers", { token, body: { ...base, ...body } })).payload.errors;
    expect((await refuse({ discountValue: 120 })).discountValue).toBe(
      "A percentage discount is between 1 and 100.",
    );
    expect(
      (await refuse({ discountType: "FIXED", discountValue: 100_000, minPurchase: 50_000 }))
        .discountValue,
    ).toBe("A fixed discount must not be more than the minimum spend.");
    expect((await refuse({ quota: 5, perCustomerLimit: 6 })).perCustomerLimit).toBe(
      "Uses per customer must not be more than the total uses.",
    );
    expect((await refuse({ appliesTo: "PRODUCTS" })).productIds).toBe(
      "Choose at least one product.",
    );
    expect((await refuse({ appliesTo: "PRODUCTS", productIds: ["prd-nope"] })).productIds).toMatch(
      /not of the voucher's brand/,
    );
    expect((await refuse({ endAt: when(-2) })).endAt).toBe("The end must be after the start.");
  });

  it("previews without storing, generates in chunks of one batch, and refuses a full space", async () => {
    const token = await signIn("admin@demo.test");
    const voucher = (await api("POST", "/vouchers", { token, body: base })).payload;
    const url = `/vouchers/${voucher.voucherId}/codes`;
    const shape = { count: 500, suffixLength: 6, charset: "LETTERS_DIGITS" };
    const before = db.voucherCodes.all().length;
    const preview = await api("POST", `${url}/preview`, { token, body: shape });
    expect(preview.payload.codes).toHaveLength(5);
    expect(db.voucherCodes.all().length).toBe(before);

    const first = await api("POST", `${url}/generate`, { token, body: shape });
    expect(first.status).toBe(201);
    const second = await api("POST", `${url}/generate`, {
      token,
      body: { ...shape, batchId: first.payload.batchId },
    });
    expect(second.payload.batchTotal).toBe(1000);
    const all = [...first.payload.codes, ...second.payload.codes];
    expect(new Set(all).size).toBe(1000);
    for (const code of all) expect(code).toMatch(/^PRIM[ACEFGHJKMNPRTWXY34679]{6}$/);

    const listed = await api("GET", `${url}?q=${all[0]}`, { token });
    expect(listed.payload.results.map((row: { code: string }) => row.code)).toEqual([all[0]]);

    const tooMany = await api("POST", `${url}/preview`, {
      token,
      body: { count: 700, suffixLength: 4, charset: "DIGITS" },
    });
    expect(tooMany.status).toBe(422);
    expect(tooMany.payload.errors.count).toMatch(/^Only 625 more codes of 4 characters fit/);
  });

  it("issues an unused code to a customer, and refuses an archived voucher with 409", async () => {
    const token = await signIn("admin@demo.test");
    const voucher = (
      await api("POST", "/vouchers", { token, body: { ...base, perCustomerLimit: 1 } })
    ).payload;
    const customer = db.users.find((user) => user.userType === "CUSTOMER")!;
    const code = issueVoucherCode(voucher.voucherId, customer.userId);
    expect(code).toMatch(/^PRIM/);
    const row = db.voucherCodes.find((item) => item.code === code)!;
    expect(row).toMatchObject({ state: "ISSUED", customerId: customer.userId });
    expect(() => issueVoucherCode(voucher.voucherId, customer.userId)).toThrow(/most allowed/);

    await api("PATCH", `/vouchers/${voucher.voucherId}/archive`, { token });
    expect(() => issueVoucherCode(voucher.voucherId, db.users.all()[5]!.userId)).toThrow(
      expect.objectContaining({ status: 409, message: expect.stringMatching(/archived/) }),
    );
  });

  it("lights the sidebar dot while a voucher ends within 7 days", async () => {
    const token = await signIn("admin@demo.test");
    for (const voucher of db.vouchers.all()) db.vouchers.replace({ ...voucher, endAt: when(60) });
    expect((await api("GET", "/backoffice-sidebar-checker", { token })).payload.vouchers).toBe(
      false,
    );
    await api("POST", "/vouchers", { token, body: { ...base, endAt: when(3) } });
    expect((await api("GET", "/backoffice-sidebar-checker", { token })).payload.vouchers).toBe(
      true,
    );
  });
});
