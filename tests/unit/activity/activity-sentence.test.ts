import i18next from "i18next";
import { describe, expect, it } from "vitest";
import en from "../../../locales/en/activity.json";
import id from "../../../locales/id/activity.json";
import jp from "../../../locales/jp/activity.json";
import { activitySentence, inSentence } from "@resources/activity/lib/activity-sentence";
import type { ChangeLog } from "@/contract/change-log";

const fieldLabels = { en: "Price", id: "Harga", jp: "価格" };

/** A translator of the activity namespace plus the one field label the entries use. */
async function translator(lng: "en" | "id" | "jp", texts: object) {
  const instance = i18next.createInstance();
  await instance.init({
    lng,
    ns: ["activity", "catalogue"],
    resources: {
      [lng]: { activity: texts, catalogue: { fields: { price: fieldLabels[lng] } } },
    },
    interpolation: { escapeValue: false },
  });
  return instance.t;
}

const base: Pick<ChangeLog, "entity" | "entityName" | "changedBy" | "fields"> = {
  entity: "product",
  entityName: "Ray-Ban RB2140",
  changedBy: { userId: "u1", name: "Budi Santoso" },
  fields: { price: { kind: "money", label: "catalogue:fields.price" } },
};
const entries: Array<Pick<ChangeLog, "action" | "changes"> & Partial<typeof base>> = [
  { action: "UPDATE", changes: [{ field: "price", before: 1, after: 2 }] },
  {
    action: "UPDATE",
    changes: [
      { field: "price", before: 1, after: 2 },
      { field: "stock", before: 1, after: 2 },
    ],
  },
  { action: "CREATE", changes: [], entity: "brand", entityName: "Oakley" },
  { action: "ARCHIVE", changes: [], entity: "voucher", entityName: "Lebaran 2026" },
  { action: "UNARCHIVE", changes: [], entity: "some-new-kind", entityName: "X" },
];

async function sentences(lng: "en" | "id" | "jp", texts: object) {
  const t = await translator(lng, texts);
  return entries.map((entry) => activitySentence(t, { ...base, ...entry }));
}

describe("an activity row in words", () => {
  it("reads who changed what of which record, in en, id and jp", async () => {
    expect(await sentences("en", en)).toEqual([
      "Budi Santoso changed the price of the product Ray-Ban RB2140",
      "Budi Santoso changed 2 fields of the product Ray-Ban RB2140",
      "Budi Santoso added the brand Oakley",
      "Budi Santoso archived the voucher Lebaran 2026",
      "Budi Santoso brought the record X back from the archive",
    ]);
    expect(await sentences("id", id)).toEqual([
      "Budi Santoso mengubah harga produk Ray-Ban RB2140",
      "Budi Santoso mengubah 2 kolom produk Ray-Ban RB2140",
      "Budi Santoso menambahkan merek Oakley",
      "Budi Santoso mengarsipkan voucher Lebaran 2026",
      "Budi Santoso mengembalikan data X dari arsip",
    ]);
    expect(await sentences("jp", jp)).toEqual([
      "Budi Santosoが商品「Ray-Ban RB2140」の価格を変更しました",
      "Budi Santosoが商品「Ray-Ban RB2140」の2項目を変更しました",
      "Budi Santosoがブランド「Oakley」を追加しました",
      "Budi Santosoがバウチャー「Lebaran 2026」をアーカイブしました",
      "Budi Santosoがレコード「X」をアーカイブから戻しました",
    ]);
  });

  it("a change of one field without a label counts the field instead of naming a raw key", async () => {
    const t = await translator("en", en);
    expect(
      activitySentence(t, {
        ...base,
        fields: undefined,
        action: "UPDATE",
        changes: [{ field: "stockQty", before: 1, after: 2 }],
      }),
    ).toBe("Budi Santoso changed 1 field of the product Ray-Ban RB2140");
  });

  it("a settings page is named as the page, without its id", async () => {
    const page = {
      ...base,
      entity: "eye-test-constants",
      entityName: "eye-test-constants",
      action: "UPDATE" as const,
    };
    const one = { ...page, changes: [{ field: "price", before: 1, after: 2 }] };
    const two = {
      ...page,
      changes: [
        { field: "price", before: 1, after: 2 },
        { field: "stock", before: 1, after: 2 },
      ],
    };
    const said = async (lng: "en" | "id" | "jp", texts: object) => {
      const t = await translator(lng, texts);
      return [activitySentence(t, one), activitySentence(t, two)];
    };
    expect(await said("en", en)).toEqual([
      "Budi Santoso changed the price on the eye test constants page",
      "Budi Santoso changed 2 fields on the eye test constants page",
    ]);
    expect(await said("id", id)).toEqual([
      "Budi Santoso mengubah harga di halaman konstanta tes mata",
      "Budi Santoso mengubah 2 kolom di halaman konstanta tes mata",
    ]);
    expect(await said("jp", jp)).toEqual([
      "Budi Santosoが視力検査の定数ページの価格を変更しました",
      "Budi Santosoが視力検査の定数ページの2項目を変更しました",
    ]);
  });

  it("a label inside a sentence loses its capital, but a name or a letter keeps it", () => {
    expect(inSentence("Product name")).toBe("product name");
    expect(inSentence("E-mail")).toBe("e-mail");
    expect(inSentence("SKU")).toBe("SKU");
    expect(inSentence("WhatsApp number")).toBe("WhatsApp number");
    expect(inSentence("A myopia")).toBe("A myopia");
    expect(inSentence("価格")).toBe("価格");
  });
});
