import { BestHits, foldKeys, needleOf, phoneDigits, rankKeys } from "@/mocks/lib/search-match";

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

describe("ranking", () => {
  const keys = (texts: string[], phones: string[] = []) => foldKeys({ texts, phones });

  it("an exact key beats a prefix, a prefix beats a word's start, which beats contains", () => {
    const needle = needleOf("ABC-12");
    expect(rankKeys(keys(["abc-12"]), needle).rank).toBe(0);
    expect(rankKeys(keys(["ABC-123"]), needle).rank).toBe(1);
    expect(rankKeys(keys(["Order ABC-12X"]), needle).rank).toBe(1);
    expect(rankKeys(keys(["XABC-12"]), needle).rank).toBe(2);
    expect(rankKeys(keys(["ABD-12"]), needle).rank).toBe(3);
  });

  it("folds case and accents, and finds a phone number however it was typed", () => {
    expect(rankKeys(keys(["Cibinông"]), needleOf("CIBINONG")).rank).toBe(0);
    const customer = keys(["Sari Dewi"], ["+6281234567890"]);
    expect(rankKeys(customer, needleOf("0812 3456 7890")).rank).toBe(0);
    expect(rankKeys(customer, needleOf("+62 812-3456")).rank).toBe(1);
    expect(rankKeys(customer, needleOf("3456-7890")).rank).toBe(2);
  });

  it("keeps the best few: exact code first, then prefixes by the shorter key, in row order on a tie", () => {
    const best = new BestHits<string>(3);
    const rows = ["TRX-1001-B", "TRX-10010", "XTRX-1001", "TRX-1001", "TRX-1001-A", "ZZZ"];
    const needle = needleOf("trx-1001");
    for (const row of rows) {
      const { rank, length } = rankKeys(keys([row]), needle);
      if (rank < 3) best.add(row, rank, length);
    }
    expect(best.total).toBe(5);
    expect(best.rows()).toEqual([
      { row: "TRX-1001", match: "exact" },
      { row: "TRX-10010", match: "prefix" },
      { row: "TRX-1001-B", match: "prefix" },
    ]);
  });
});
