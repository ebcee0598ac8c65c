import { formatPhone } from "@/lib/format";
import { db } from "@/mocks/db";
import type { SearchResult } from "@/contract/search";
import { api, signIn } from "../mocks/api";

/** `GET /search` of the demo API: formats of a phone number, ranking, and the kinds a user may list. */
const search = (token: string, query: string) =>
  api<SearchResult>("GET", `/search?${query}`, { token });

const aCustomer = () =>
  db.users.all().find((user) => user.userType === "CUSTOMER" && user.phone.startsWith("+628"))!;

describe("GET /search", () => {
  let admin: string;
  let catalog: string;
  beforeEach(async () => {
    admin = await signIn("admin@demo.test");
    catalog = await signIn("catalog@demo.test");
  });

  it("finds a customer by a phone number typed in another format than stored, first and exactly", async () => {
    const customer = aCustomer();
    const national = `0${customer.phone.slice(3)}`;
    for (const typed of [national, formatPhone(customer.phone), customer.phone.slice(1)]) {
      const answer = await search(admin, `q=${encodeURIComponent(typed)}&kinds=customers`);
      expect(answer.status).toBe(200);
      const [group] = answer.payload.groups;
      expect(group!.kind).toBe("customers");
      expect(group!.hits[0]).toMatchObject({
        id: customer.userId,
        area: "customer",
        title: customer.name,
        match: "exact",
      });
      expect(group!.hits[0]!.facts).toContainEqual({ kind: "phone", value: customer.phone });
    }
  });

  it("puts the transaction whose code is the query first, with its total, status and date", async () => {
    const transaction = db.transactions.all()[7]!;
    const answer = await search(admin, `q=${transaction.transactionCode.toLowerCase()}`);
    const group = answer.payload.groups.find((item) => item.kind === "transactions")!;
    expect(group.hits[0]).toMatchObject({ id: transaction.transactionId, match: "exact" });
    expect(group.hits[0]!.facts.slice(0, 3)).toEqual([
      { kind: "money", value: transaction.total },
      {
        kind: "enum",
        value: transaction.status,
        label: `transactions:status.${transaction.status}`,
      },
      { kind: "date", value: transaction.createdAt },
    ]);
    expect(group.hits.length).toBeLessThanOrEqual(5);
  });

  it("finds a voucher by one of its generated codes and opens the voucher", async () => {
    const code = db.voucherCodes.all()[0]!;
    const answer = await search(admin, `q=${code.code}&kinds=voucherCodes`);
    expect(answer.payload.groups[0]!.hits[0]).toMatchObject({
      kind: "voucherCodes",
      id: code.voucherId,
      area: "vouchers",
      title: code.code,
      match: "exact",
    });
  });

  it("searches only the kinds the user may list: the catalogue staff find no customer", async () => {
    const customer = aCustomer();
    const answer = await search(catalog, `q=${encodeURIComponent(customer.phone)}`);
    expect(answer.status).toBe(200);
    expect(answer.payload.groups.map((group) => group.kind)).not.toContain("customers");
    const product = db.products.all()[3]!;
    const products = await search(catalog, `q=${encodeURIComponent(product.sku)}`);
    expect(products.payload.groups.map((group) => group.kind)).toEqual(["products"]);
  });

  it("refuses a kind the user may not list with 403 naming the missing permission", async () => {
    const answer = await search(catalog, "q=0812&kinds=customers,products");
    expect(answer.status).toBe(403);
    expect(answer.message).toBe(
      "You do not have permission to do this. Missing permission: ROLE.LIST.",
    );
  });

  it("refuses a kind it does not know with 422 on kinds, and answers nothing for an empty query", async () => {
    const unknown = await api<{ errors: Record<string, string> }>(
      "GET",
      "/search?q=a&kinds=planets",
      {
        token: admin,
      },
    );
    expect(unknown.status).toBe(422);
    expect(unknown.payload.errors.kinds).toBe(
      "These kinds of records cannot be searched: planets.",
    );
    const empty = await search(admin, "q=%20%20");
    expect(empty.payload.groups).toEqual([]);
  });

  it("finds a record changed a moment ago by its new name, and no longer by its old one", async () => {
    const brand = db.brands.all()[0]!;
    db.brands.update(brand.brandId, { brandName: "Kacamata Zebra Unik" });
    const fresh = await search(admin, "q=zebra%20unik&kinds=brands");
    expect(fresh.payload.groups[0]!.hits[0]!.id).toBe(brand.brandId);
    const old = await search(admin, `q=${encodeURIComponent(brand.brandName)}&kinds=brands`);
    expect(old.payload.groups.flatMap((group) => group.hits.map((hit) => hit.id))).not.toContain(
      brand.brandId,
    );
  });
});
