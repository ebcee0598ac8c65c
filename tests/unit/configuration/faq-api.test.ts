import { db } from "@/mocks/node";
import { api, signIn } from "../mocks/api";

const order = (faqGroupId: string) =>
  db.faqs
    .filter((row) => row.faqGroupId === faqGroupId)
    .sort((a, b) => a.order - b.order)
    .map((row) => row.faqId);

describe("the FAQ demo API", () => {
  it("reorders a group's FAQs and refuses a list that leaves one out", async () => {
    const token = await signIn("admin@demo.test");
    expect(order("fgr-1")).toEqual(["faq-1", "faq-2", "faq-3"]);

    const saved = await api("PATCH", "/faqs/reorder", {
      token,
      body: { faqGroupId: "fgr-1", faqIds: ["faq-3", "faq-1", "faq-2"] },
    });
    expect(saved.status).toBe(200);
    expect(order("fgr-1")).toEqual(["faq-3", "faq-1", "faq-2"]);

    const partial = await api("PATCH", "/faqs/reorder", {
      token,
      body: { faqGroupId: "fgr-1", faqIds: ["faq-1", "faq-3"] },
    });
    expect(partial.status).toBe(422);
    expect(partial.payload.errors.faqIds).toMatch(/every FAQ of the group/);
    expect(order("fgr-1")).toEqual(["faq-3", "faq-1", "faq-2"]);
  });

  it("puts a new FAQ last in its group and refuses an unknown group", async () => {
    const token = await signIn("admin@demo.test");
    const body = {
      faqGroupId: "fgr-2",
      questionId: "Apakah ada cicilan?",
      questionEn: "Can I pay in instalments?",
      answerId: "<p>Ya.</p>",
      answerEn: "<p>Yes.</p>",
    };
    const created = await api("POST", "/faqs", { token, body });
    expect(created.status).toBe(201);
    expect(created.payload.order).toBe(3);

    const refused = await api("POST", "/faqs", { token, body: { ...body, faqGroupId: "nope" } });
    expect(refused.status).toBe(422);
    expect(refused.payload.errors.faqGroupId).toBe("Choose an existing FAQ group.");
  });

  it("refuses to delete a group that still holds FAQs, saying how many", async () => {
    const token = await signIn("admin@demo.test");
    const refused = await api("DELETE", "/faq-groups/fgr-1", { token });
    expect(refused.status).toBe(409);
    expect(refused.message).toBe("This group still holds 3 FAQs. Move or delete them first.");
    expect(refused.payload.faqCount).toBe(3);
    expect(db.faqGroups.get("fgr-1")).toBeDefined();

    const empty = await api("DELETE", "/faq-groups/fgr-6", { token });
    expect(empty.status).toBe(200);
    expect(db.faqGroups.get("fgr-6")).toBeUndefined();
  });
});

const groupOrders = () =>
  [...db.faqGroups.all()]
    .sort((a, b) => a.order - b.order)
    .map((row) => [row.faqGroupId, row.order]);
/** Ids in a given order, each with the order it should have (1, 2, 3…). */
const numbered = (ids: string[]) => ids.map((id, index) => [id, index + 1]);
const SEEDED_GROUPS = ["fgr-1", "fgr-2", "fgr-3", "fgr-4", "fgr-5", "fgr-6"];

describe("the FAQ group order", () => {
  it("is seeded unique and consecutive, and a reorder stores the new permutation", async () => {
    expect(groupOrders()).toEqual(numbered(SEEDED_GROUPS));
    const token = await signIn("admin@demo.test");
    const faqGroupIds = ["fgr-3", "fgr-1", "fgr-6", "fgr-2", "fgr-5", "fgr-4"];
    const saved = await api("PATCH", "/faq-groups/reorder", { token, body: { faqGroupIds } });
    expect(saved.status).toBe(200);
    expect(saved.payload.results.map((row: { order: number }) => row.order)).toEqual([
      1, 2, 3, 4, 5, 6,
    ]);
    expect(groupOrders()).toEqual(numbered(faqGroupIds));

    // A list that leaves a group out, or names one twice, changes nothing.
    for (const ids of [
      ["fgr-1", "fgr-2"],
      ["fgr-1", "fgr-1", "fgr-2", "fgr-3", "fgr-4", "fgr-5"],
    ]) {
      const refused = await api("PATCH", "/faq-groups/reorder", {
        token,
        body: { faqGroupIds: ids },
      });
      expect(refused.status).toBe(422);
      expect(refused.payload.errors.faqGroupIds).toMatch(/every FAQ group once/);
    }
    expect(groupOrders()).toEqual(numbered(faqGroupIds));
  });

  it("puts a new group last whatever order is sent, keeps it on an edit, and closes the gap of a deleted one", async () => {
    const token = await signIn("admin@demo.test");
    const created = await api("POST", "/faq-groups", {
      token,
      body: { nameId: "Lensa Kontak", nameEn: "Contact lenses", order: 1 },
    });
    expect(created.status).toBe(201);
    expect(created.payload.order).toBe(7);
    expect(db.faqGroups.get("fgr-1")!.order).toBe(1);

    const edited = await api("PATCH", "/faq-groups/fgr-2", {
      token,
      body: { nameEn: "Payments", order: 1 },
    });
    expect(edited.status).toBe(200);
    expect(edited.payload.order).toBe(2);

    expect((await api("DELETE", "/faq-groups/fgr-6", { token })).status).toBe(200);
    expect(groupOrders()).toEqual(
      numbered([...SEEDED_GROUPS.slice(0, 5), created.payload.faqGroupId]),
    );
  });

  it("refuses a reorder (403) to a user who may not change FAQ groups", async () => {
    const moved = ["fgr-2", "fgr-1", "fgr-3", "fgr-4", "fgr-5", "fgr-6"];
    const allowed = await api("PATCH", "/faq-groups/reorder", {
      token: await signIn("admin@demo.test"),
      body: { faqGroupIds: moved },
    });
    expect(allowed.status).toBe(200);

    const role = db.roles.get("rol-super-admin")!;
    db.roles.replace({
      ...role,
      permissions: role.permissions.filter((code: string) => code !== "FAQ_GROUP.UPDATE"),
    });
    const refused = await api("PATCH", "/faq-groups/reorder", {
      token: await signIn("admin@demo.test"),
      body: { faqGroupIds: SEEDED_GROUPS },
    });
    expect(refused.status).toBe(403);
    expect(groupOrders()).toEqual(numbered(moved));
  });
});

describe("FAQ answers", () => {
  it("are stored sanitised, and one with nothing left to read is refused", async () => {
    const token = await signIn("admin@demo.test");
    const body = {
      faqGroupId: "fgr-3",
      questionId: "Apakah ada ongkir gratis?",
      questionEn: "Is shipping free?",
      answerId: '<p onclick="steal()">Ya, di atas Rp500.000.</p><script>steal()</script>',
      answerEn: '<p>Yes, above <a href="javascript:steal()">Rp500,000</a>.</p>',
    };
    const created = await api("POST", "/faqs", { token, body });
    expect(created.status).toBe(201);
    const stored = db.faqs.get(created.payload.faqId)!;
    expect(stored.answerId).not.toMatch(/script|onclick/);
    expect(stored.answerId).toContain("Ya, di atas Rp500.000.");
    expect(stored.answerEn).not.toContain("javascript:");

    const empty = await api("PATCH", `/faqs/${stored.faqId}`, {
      token,
      body: { answerEn: "<p><script>steal()</script></p>" },
    });
    expect(empty.status).toBe(422);
    expect(empty.payload.errors.answerEn).toBe("Answer (English) is required.");
  });
});
