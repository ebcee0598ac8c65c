import { describe, expect, it } from "vitest";
import { emptyAsNull, upperCase } from "@/components/form/normalize";

describe("what a field's normalize makes of what was typed", () => {
  it("sends an emptied number as none (null), and keeps every number, 0 included, as typed", () => {
    expect(emptyAsNull(undefined)).toBeNull();
    expect(emptyAsNull(null)).toBeNull();
    expect(emptyAsNull(0)).toBe(0);
    expect(emptyAsNull(-5)).toBe(-5);
  });

  it("writes a code in capitals and leaves an emptied one empty", () => {
    expect(upperCase("bca va")).toBe("BCA VA");
    expect(upperCase(undefined)).toBeUndefined();
  });
});
