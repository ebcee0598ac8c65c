import { Collection } from "@/mocks/db/collection";
import { indexOf, matches } from "@/mocks/lib/search-index";
import { BestHits, needleOf, phoneDigits } from "@/mocks/lib/search-match";

describe("phone numbers as typed in a search", () => {
  it.each([
    ["0812-3456-7890"],
    ["0812 3456 7890"],
    ["+62 812-3456-7890"],
    ["62812 3456 7890"],
    ["+62 (812) 3456.7890"],
    ["812 3456 7890"],
  ])("%s is the number stored as +6281234567890", (typed) => {
    expect(phoneDigits(typed)).toBe("6281234567890");
  });

  it("a start of a number is the start of the stored one", () => {
    expect(phoneDigits("0812")).toBe("62812");
    expect(phoneDigits("+62 81")).toBe("6281");
  });

  it("words, e-mails and too few digits are no phone number", () => {
    expect(phoneDigits("Sari")).toBeUndefined();
    expect(phoneDigits("sari@mail.id")).toBeUndefined();
    expect(phoneDigits("TRX-0812")).toBeUndefined();
    expect(phoneDigits("08")).toBeUndefined();
  });
});

/** The ranks of some records' keys for a query, through the index the engine scans. */
function ranked(rows: { name: string; phone?: string }[], q: string) {
  const collection = new Collection({
    name: "things",
    idField: "name",
    idPrefix: "thg",
    seed: () => rows,
  });
  const index = indexOf(undefined, collection, undefined, (row) => ({
    texts: [row.name],
    phones: [row.phone],
  }));
  return matches(index, needleOf(q)).map(({ record, rank, length }) => ({
    name: record.name,
    rank,
    length,
  }));
}
const rankOf = (name: string, q: string, phone?: string) => ranked([{ name, phone }], q)[0]?.rank;

describe("ranking", () => {
  it("an exact key beats a prefix, a prefix beats a word's start, which beats contains", () => {
    expect(rankOf("abc-12", "ABC-12")).toBe(0);
    expect(rankOf("ABC-123", "ABC-12")).toBe(1);
    expect(rankOf("Order ABC-12X", "ABC-12")).toBe(1);
    expect(rankOf("XABC-12", "ABC-12")).toBe(2);
    expect(rankOf("ABD-12", "ABC-12")).toBeUndefined();
  });

  it("folds case and accents, and finds a phone number however it was typed", () => {
    expect(rankOf("Cibinông", "CIBINONG")).toBe(0);
    expect(rankOf("Sari Dewi", "0812 3456 7890", "+6281234567890")).toBe(0);
    expect(rankOf("Sari Dewi", "+62 812-3456", "+6281234567890")).toBe(1);
    expect(rankOf("Sari Dewi", "3456-7890", "+6281234567890")).toBe(2);
    expect(rankOf("Sari Dewi", "dewi", "+6281234567890")).toBe(1);
  });

  it("finds each record once, by its best key", () => {
    const found = ranked([{ name: "Dewi Dewi Sari" }, { name: "Sari", phone: "+62812" }], "sari");
    expect(found).toEqual([
      { name: "Dewi Dewi Sari", rank: 1, length: 14 },
      { name: "Sari", rank: 0, length: 4 },
    ]);
  });

  it("keeps the best few: exact code first, then prefixes by the shorter key, in row order on a tie", () => {
    const best = new BestHits<string>(3);
    const rows = ["TRX-1001-B", "TRX-10010", "XTRX-1001", "TRX-1001", "TRX-1001-A", "ZZZ"];
    for (const { name, rank, length } of ranked(
      rows.map((name) => ({ name })),
      "trx-1001",
    ))
      best.add(name, rank, length);
    expect(best.total).toBe(5);
    expect(best.rows()).toEqual([
      { row: "TRX-1001", match: "exact" },
      { row: "TRX-10010", match: "prefix" },
      { row: "TRX-1001-B", match: "prefix" },
    ]);
  });
});
