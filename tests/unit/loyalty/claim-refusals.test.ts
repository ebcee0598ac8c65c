import { db } from "@/mocks/node";
import { api, signIn } from "../mocks/api";

/**
 * Issue 25: a refused claim or hand-out says why in the staff member's language, every sentence of
 * it (a reward can be refused for several reasons at once).
 */
describe("a refused claim speaks the staff member's language", () => {
  it("an out-of-stock reward is refused in Indonesian and in Japanese, each reason a whole sentence", async () => {
    const token = await signIn("admin@demo.test");
    const wallet = db.walletPoints.all().find((row) => row.balance === 0)!;
    const reward = db.rewards.all().find((row) => row.stock === 0 && !row.isArchived)!;
    const claim = (language: string) =>
      api("POST", `/rewards/${reward.rewardId}/claims`, {
        token,
        headers: { "Accept-Language": language },
        body: { userId: wallet.userId },
      });
    const english = await claim("en");
    expect(english.status).toBe(409);
    expect(english.message).toContain("This reward is out of stock.");

    const indonesian = await claim("id");
    expect(indonesian.status).toBe(409);
    expect(indonesian.message).toContain("Stok hadiah ini habis.");
    // Every reason is read, none stays English or a key.
    expect(indonesian.message.split(". ").length).toBe(english.message.split(". ").length);
    expect(indonesian.message).not.toMatch(/reward|loyalty:|\{"key"/);

    const japanese = await claim("ja");
    expect(japanese.message).toContain("この特典は在庫切れです。");
    expect(japanese.message).not.toMatch(/reward|loyalty:|\{"key"/);
  });

  it("the dialog's look-up keeps its reasons in plain English for other clients, never a key", async () => {
    const token = await signIn("admin@demo.test");
    const wallet = db.walletPoints.all().find((row) => row.balance === 0)!;
    const reward = db.rewards.all().find((row) => row.stock === 0 && !row.isArchived)!;
    const [candidate] = (
      await api("GET", `/rewards/${reward.rewardId}/claim-candidates?userId=${wallet.userId}`, {
        token,
      })
    ).payload;
    expect(candidate.refusals).toContainEqual({
      rule: "STOCK",
      message: "This reward is out of stock.",
    });
    for (const refusal of candidate.refusals) expect(refusal.message).not.toMatch(/\{"key"/);
  });
});
