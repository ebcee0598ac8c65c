import { db } from "@/mocks/node";
import { allCollections } from "@/mocks/db";

describe("the seeded demo data's dates", () => {
  it("put every record's creation in the past and before its last update, in every collection", () => {
    void db;
    const now = new Date(Date.now() + 60_000).toISOString();
    const problems: string[] = [];
    let checked = 0;
    for (const collection of allCollections()) {
      for (const row of collection.all() as Record<string, unknown>[]) {
        const createdAt = row.createdAt as string | undefined;
        const updatedAt = row.updatedAt as string | undefined;
        if (!createdAt) continue;
        checked++;
        if (createdAt > now)
          problems.push(`${collection.name}: created in the future ${createdAt}`);
        if (updatedAt && updatedAt < createdAt)
          problems.push(`${collection.name}: updated ${updatedAt} before created ${createdAt}`);
      }
    }
    expect(checked).toBeGreaterThan(5_000);
    expect(problems.slice(0, 10)).toEqual([]);
  });
});
