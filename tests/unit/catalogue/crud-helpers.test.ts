import { describe, expect, it } from "vitest";
import { changeLines, valueText } from "@/components/crud/change-text";
import { createInstance } from "i18next";
import en from "../../../locales/en/translation.json";
import { csvCell, toCsv } from "@/components/crud/csv";
import { formatRupiah, groupedInputFormatter, groupedInputParser } from "@/lib/format";

describe("CSV export", () => {
  it("quotes separators, quotes and line breaks, and defuses spreadsheet formulas", () => {
    expect(csvCell('Lensa "Comfort", 1.56')).toBe('"Lensa ""Comfort"", 1.56"');
    expect(csvCell("line\nbreak")).toBe('"line\nbreak"');
    expect(csvCell("=HYPERLINK(1)")).toBe("'=HYPERLINK(1)");
    expect(csvCell(-2.5)).toBe("-2.5");
    expect(csvCell(null)).toBe("");
    expect(
      toCsv([{ header: "Name", value: (row: { n: string }) => row.n }], [{ n: "A" }, { n: "B" }]),
    ).toBe("Name\r\nA\r\nB\r\n");
  });
});

describe("rupiah", () => {
  it("formats whole rupiah the Indonesian way and reads typed amounts back", () => {
    expect(formatRupiah(1250000)).toBe("Rp 1.250.000");
    expect(formatRupiah(null)).toBe("-");
    expect(groupedInputFormatter(1250000)).toBe("1.250.000");
    expect(groupedInputParser("Rp 1.250.000")).toBe(1250000);
    // An emptied field is no amount (antd's InputNumber holds "" as null), never Rp 0.
    expect(groupedInputParser("")).toBe("");
    expect(groupedInputParser("Rp ")).toBe("");
    expect(groupedInputParser("0")).toBe(0);
  });
});

describe("change-log lines", () => {
  it("breaks a specification list change down per key", () => {
    const before = [
      { key: "sph_minus", value: { min: -6, max: 0 } },
      { key: "lens_type", value: "Progresif" },
    ];
    const after = [
      { key: "sph_minus", value: { min: -4, max: 0 } },
      { key: "lens_type", value: "Progresif" },
      { key: "coating", value: "Blue cut" },
    ];
    expect(changeLines({ field: "specifications", before, after })).toEqual([
      {
        field: "specifications.sph_minus",
        before: { min: -6, max: 0 },
        after: { min: -4, max: 0 },
      },
      { field: "specifications.coating", before: null, after: "Blue cut" },
    ]);
    expect(changeLines({ field: "price", before: 1, after: 2 })).toEqual([
      { field: "price", before: 1, after: 2 },
    ]);
  });

  it("shows ranges, lists and empty values readably", async () => {
    const i18n = createInstance();
    await i18n.init({ lng: "en", resources: { en: { translation: en } } });
    const reader = { t: i18n.t };
    expect(valueText({ min: -4, max: 0 }, reader)).toBe("-4 – 0");
    expect(valueText(["EYE_TEST", "PICKUP"], reader)).toBe("Eye test, Pickup");
    expect(valueText(null, reader)).toBe("—");
  });
});
