import { db } from "@/mocks/node";
import { issueVoucherCode } from "@resources/promotions/demo/vouchers.codes";
import { api, signIn } from "../mocks/api";
import { inEnglish } from "@/mocks/lib/readers";

/** The status and the sentence (in English) a hand-out was refused with. */
function refusalOf(handOut: () => unknown) {
  try {
    handOut();
  } catch (error) {
    const { status, message } = error as { status: number; message: string };
    return { status, message: inEnglish(message) };
  }
  throw new Error("The hand-out was not refused.");
}

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
    // The bound of the discount's type, said in the message (the schema's wording).
    expect((await refuse({ discountValue: 120 })).discountValue).toBe(
      "Percentage must be at most 100.",
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

  it("refuses a number past its bound, never clamping it: 150 %, a negative cap, 0 total uses (422 naming the field)", async () => {
    const token = await signIn("admin@demo.test");
    const count = db.vouchers.all().length;
    const refuse = async (body: object) => {
      const answer = await api("POST", "/vouchers", { token, body: { ...base, ...body } });
      expect(answer.status).toBe(422);
      return answer.payload.errors;
    };
    expect((await refuse({ discountValue: 150 })).discountValue).toBe(
      "Percentage must be at most 100.",
    );
    expect((await refuse({ discountValue: 0 })).discountValue).toBe(
      "Percentage must be at least 1.",
    );
    expect((await refuse({ maxDiscount: -5000 })).maxDiscount).toBe(
      "Maximum discount must be at least Rp 1.",
    );
    expect((await refuse({ maxDiscount: 0 })).maxDiscount).toBe(
      "Maximum discount must be at least Rp 1.",
    );
    expect((await refuse({ quota: 0 })).quota).toBe("Total uses must be at least 1.");
    expect((await refuse({ quota: 2.5 })).quota).toBe("Total uses must be a whole number.");
    expect((await refuse({ perCustomerLimit: 1001 })).perCustomerLimit).toBe(
      "Uses per customer must be at most 1000.",
    );
    expect((await refuse({ discountType: "FIXED", discountValue: 0 })).discountValue).toBe(
      "Amount must be at least Rp 1.",
    );
    expect((await refuse({ discountType: "FIXED", discountValue: 2500.5 })).discountValue).toBe(
      "Amount must be a whole number.",
    );
    expect((await refuse({ minPurchase: -1 })).minPurchase).toBe(
      "Minimum spend must be at least Rp 1.",
    );
    expect((await refuse({ channels: [] })).channels).toBe("Choose at least one channel.");
    expect(db.vouchers.all()).toHaveLength(count);
  });

  it("stores no cap, no total and no description as null (none), never 0 or an empty text", async () => {
    const token = await signIn("admin@demo.test");
    const created = await api("POST", "/vouchers", {
      token,
      body: { ...base, maxDiscount: 50_000, quota: 10, description: "Ten per cent" },
    });
    expect(created.status).toBe(201);
    const id = created.payload.voucherId;
    const cleared = await api("PATCH", `/vouchers/${id}`, {
      token,
      body: { maxDiscount: null, quota: null, description: null },
    });
    expect(cleared.status).toBe(200);
    expect(db.vouchers.get(id)).toMatchObject({
      maxDiscount: null,
      quota: null,
      description: null,
    });
  });

  it("refuses a code shape past its bounds (422 naming the field): a suffix of 2, 10.001 codes, 501 in one request", async () => {
    const token = await signIn("admin@demo.test");
    const voucher = (await api("POST", "/vouchers", { token, body: base })).payload;
    const url = `/vouchers/${voucher.voucherId}/codes`;
    const shape = { count: 5, suffixLength: 6, charset: "LETTERS" };
    const before = db.voucherCodes.all().length;
    const short = await api("POST", `${url}/preview`, {
      token,
      body: { ...shape, suffixLength: 2 },
    });
    expect(short.status).toBe(422);
    expect(short.payload.errors.suffixLength).toBe("Suffix length must be at least 4.");
    const many = await api("POST", `${url}/preview`, { token, body: { ...shape, count: 10_001 } });
    expect(many.payload.errors.count).toBe("How many codes must be at most 10000.");
    const chunk = await api("POST", `${url}/generate`, { token, body: { ...shape, count: 501 } });
    expect(chunk.status).toBe(422);
    expect(chunk.payload.errors.count).toBe("How many codes must be at most 500.");
    const batch = await api("POST", `${url}/generate`, {
      token,
      body: { ...shape, batchId: "made-up" },
    });
    expect(batch.payload.errors.batchId).toBe("This batch id is not one the API gave.");
    expect(db.voucherCodes.all()).toHaveLength(before);
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
    expect(refusalOf(() => issueVoucherCode(voucher.voucherId, customer.userId))).toEqual({
      status: 409,
      message: expect.stringMatching(
        /already holds the most codes of .* one customer may hold \(1\)/,
      ),
    });

    await api("PATCH", `/vouchers/${voucher.voucherId}/archive`, { token });
    expect(refusalOf(() => issueVoucherCode(voucher.voucherId, db.users.all()[5]!.userId))).toEqual(
      { status: 409, message: expect.stringMatching(/is archived, so it cannot be handed out/) },
    );
  });

  it("hands out no code before the voucher starts, nor past its total uses counting codes handed out", async () => {
    const token = await signIn("admin@demo.test");
    const customers = db.users.filter((user) => user.userType === "CUSTOMER").slice(0, 3);
    const later = (await api("POST", "/vouchers", { token, body: { ...base, startAt: when(2) } }))
      .payload;
    expect(later.status).toBe("SCHEDULED");
    expect(refusalOf(() => issueVoucherCode(later.voucherId, customers[0]!.userId))).toEqual({
      status: 409,
      message: expect.stringMatching(/cannot be handed out before/),
    });

    // Two uses in all: two codes handed out (none used yet) leave none for a third customer.
    const two = (await api("POST", "/vouchers", { token, body: { ...base, quota: 2 } })).payload;
    issueVoucherCode(two.voucherId, customers[0]!.userId);
    issueVoucherCode(two.voucherId, customers[1]!.userId);
    expect(refusalOf(() => issueVoucherCode(two.voucherId, customers[2]!.userId))).toEqual({
      status: 409,
      message: expect.stringMatching(/has no uses left/),
    });
    const handedOut = db.voucherCodes.filter(
      (code) => code.voucherId === two.voucherId && code.state !== "UNUSED",
    );
    expect(handedOut).toHaveLength(2);
  });

  it("answers one status for an archived or switched-off voucher", async () => {
    const token = await signIn("admin@demo.test");
    const off = (await api("POST", "/vouchers", { token, body: { ...base, isActive: false } }))
      .payload;
    expect(off.status).toBe("INACTIVE");
    await api("PATCH", `/vouchers/${off.voucherId}/archive`, { token });
    const archived = await api("GET", `/vouchers/${off.voucherId}`, { token });
    expect(archived.payload.status).toBe("ARCHIVED");
  });

  it("lights the sidebar dot while a voucher ends within 7 days", async () => {
    const token = await signIn("admin@demo.test");
    for (const voucher of db.vouchers.all()) db.vouchers.replace({ ...voucher, endAt: when(60) });
    expect((await api("GET", "/backoffice-sidebar-checker", { token })).payload.vouchers).toBe(
      false,
    );
    // Used up, it is not running: no dot (as the list's "Ending within 7 days" and the dashboard).
    const usedUp = (
      await api("POST", "/vouchers", { token, body: { ...base, endAt: when(3), quota: 1 } })
    ).payload;
    const handedOut = issueVoucherCode(
      usedUp.voucherId,
      db.users.filter((u) => u.userType === "CUSTOMER")[0]!.userId,
    );
    const code = db.voucherCodes.find((row) => row.code === handedOut)!;
    db.voucherCodes.replace({ ...code, state: "USED", usedAt: new Date().toISOString() });
    expect((await api("GET", `/vouchers/${usedUp.voucherId}`, { token })).payload.status).toBe(
      "USED_UP",
    );
    expect((await api("GET", "/backoffice-sidebar-checker", { token })).payload.vouchers).toBe(
      false,
    );
    await api("POST", "/vouchers", { token, body: { ...base, endAt: when(3) } });
    expect((await api("GET", "/backoffice-sidebar-checker", { token })).payload.vouchers).toBe(
      true,
    );
  });
});
