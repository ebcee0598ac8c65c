import { describe, expect, it, beforeAll } from "vitest";
import { createInstance, type TFunction } from "i18next";
import { changeText, fieldLabel, plainText, valueText } from "@/components/crud/change-text";
import { formatRelative } from "@/lib/format";
import en from "../../../locales/en/translation.json";
import id from "../../../locales/id/translation.json";
import catalogue from "../../../locales/en/catalogue.json";

/** The one renderer of change-log values (src/components/crud/change-value.tsx), kind by kind. */
let t: TFunction;
let tId: TFunction;
beforeAll(async () => {
  const i18n = createInstance();
  await i18n.init({
    lng: "en",
    resources: { en: { translation: en, catalogue }, id: { translation: id } },
  });
  t = i18n.t;
  tId = i18n.getFixedT("id");
});

describe("change-log values by field kind", () => {
  it("writes money as rupiah and numbers with Indonesian grouping", () => {
    expect(valueText(431000, { t, field: { kind: "money" } })).toBe("Rp 431.000");
    expect(valueText(12500, { t, field: { kind: "number" } })).toBe("12.500");
    expect(changeText("Price", 430000, 431000, { t, field: { kind: "money" } })).toBe(
      "Price: Rp 430.000 → Rp 431.000",
    );
  });

  it("writes booleans as words in the user's language", () => {
    expect(valueText(true, { t, field: { kind: "boolean" } })).toBe("Yes");
    expect(valueText(false, { t: tId, field: { kind: "boolean" } })).toBe("Tidak");
  });

  it("writes dates formatted, never as ISO text", () => {
    expect(valueText("2026-11-25T07:05:00.000Z", { t, field: { kind: "date" } })).toMatch(
      /^25\/11\/2026 \d{2}:05$/,
    );
    expect(valueText("2026-12-01", { t })).toBe("01/12/2026");
  });

  it("writes an enum by the domain's label, else as words", () => {
    const enumLabel = (value: string) => (value === "PAID" ? "Paid" : undefined);
    expect(valueText("PAID", { t, field: { kind: "enum" }, enumLabel })).toBe("Paid");
    expect(valueText("WAITING_PAYMENT", { t, field: { kind: "enum" }, enumLabel })).toBe(
      "Waiting payment",
    );
  });

  it("writes an image as an image, never its data", () => {
    const data = `data:image/png;base64,${"A".repeat(400)}`;
    expect(valueText(data, { t })).toBe("Image");
    expect(valueText("https://cdn.example/frames/rb2140.webp", { t })).toBe("Image");
  });

  it("writes rich text as the words a person reads", () => {
    expect(plainText("<p>Free <strong>cleaning</strong> kit&nbsp;&amp; case</p>")).toBe(
      "Free cleaning kit & case",
    );
    expect(valueText("<p>Old <em>terms</em></p>", { t })).toBe("Old terms");
  });

  it("writes a list change as what was added and removed", () => {
    expect(changeText("Sub roles", ["Kasir", "Gudang"], ["Kasir", "Optometris"], { t })).toBe(
      "Sub roles: added: Optometris; removed: Gudang",
    );
    expect(
      changeText("Products", ["prd-1"], ["prd-1", "prd-2"], {
        t,
        field: { kind: "list", names: { "prd-1": "RB2140", "prd-2": "Lensa Comfort" } },
      }),
    ).toBe("Products: added: Lensa Comfort");
  });

  it("writes a reference by the record's name, never its id", () => {
    const field = { kind: "reference" as const, names: { "brd-1": "Ray-Ban" } };
    expect(valueText("brd-1", { t, field })).toBe("Ray-Ban");
    expect(valueText("brd-9", { t, field })).toBe("another record");
  });

  it("writes an unknown shape as a short readable text, never JSON", () => {
    const text = valueText({ storeId: "str-1", qty: 4, note: { deep: true } }, { t });
    expect(text).toBe("Qty: 4");
    expect(valueText({ color: "Black", stock: 3 }, { t })).toBe("Black");
    expect(valueText("x".repeat(300), { t })).toHaveLength(120);
    expect(valueText(undefined, { t })).toBe("—");
  });

  it("labels a field by the schema's label key, the domain's own label, or its name as words", () => {
    expect(
      fieldLabel(t, "price", {}, { kind: "money", label: "catalogue:products.fields.price" }),
    ).toBe(catalogue.products.fields.price);
    expect(fieldLabel(t, "specifications.shape", { "specifications.shape": "Shape" })).toBe(
      "Shape",
    );
    expect(fieldLabel(t, "salePrice", {})).toBe("Sale price");
  });
});

describe("relative times", () => {
  it("says how long ago in en, id and jp", () => {
    const now = Date.parse("2026-11-26T12:00:00Z");
    expect(formatRelative("2026-11-26T09:00:00Z", "en", now)).toBe("3 hours ago");
    expect(formatRelative("2026-11-26T09:00:00Z", "id", now)).toBe("3 jam yang lalu");
    expect(formatRelative("2026-11-26T09:00:00Z", "jp", now)).toBe("3 時間前");
    expect(formatRelative("2026-11-24T12:00:00Z", "en", now)).toBe("2 days ago");
  });
});
