import { describe, expect, it, vi } from "vitest";
import { drawOnce } from "@/components/crud/draw-once";

describe("drawOnce: when a list's cell is drawn again", () => {
  it("draws a record once per set of columns, and again for a new record", () => {
    const first = { id: 1 };
    const drawing = drawOnce<{ id: number }>((_, record) => `#${record.id}`);
    // Not drawn yet by this render (a new set of columns over the same rows): drawn.
    expect(drawing.shouldCellUpdate!(first, first)).toBe(true);
    expect(drawing.render!(undefined, first, 0)).toBe("#1");
    expect(drawing.shouldCellUpdate!(first, first)).toBe(false);
    expect(drawing.shouldCellUpdate!({ id: 1 }, first)).toBe(true);
    // The next set of columns draws the same record again.
    const next = drawOnce<{ id: number }>((_, record) => `No. ${record.id}`);
    expect(next.shouldCellUpdate!(first, first)).toBe(true);
  });

  it("leaves a row number and a column's own rule to antd, and a plain value to its record", () => {
    const rowNumber = (_: unknown, __: object, index: number) => index + 1;
    expect(drawOnce(rowNumber)).toEqual({ render: rowNumber, shouldCellUpdate: undefined });
    const own = vi.fn(() => true);
    expect(drawOnce(undefined, own).shouldCellUpdate).toBe(own);
    const plain = drawOnce(undefined);
    const record = { id: 1 };
    expect(plain.shouldCellUpdate!(record, record)).toBe(false);
    expect(plain.shouldCellUpdate!({ id: 1 }, record)).toBe(true);
  });
});
