import type { TFunction } from "i18next";
import { describe, expect, it, vi } from "vitest";
import { memoizedT } from "@/lib/memoized-t";

/** A `t` that writes its call out, and counts its calls. */
function countingT() {
  const calls = vi.fn(
    (...args: unknown[]) => `${String(args[0])}|${JSON.stringify(args.slice(1))}`,
  );
  return { t: calls as unknown as TFunction, calls };
}

describe("memoizedT (a t that remembers its answers for one job)", () => {
  it("asks t once for each key, however often it is asked", () => {
    const { t, calls } = countingT();
    const memo = memoizedT(t);
    const words = Array.from({ length: 1000 }, (_, i) =>
      memo(i % 2 ? "status.ACTIVE" : "type.FRAME"),
    );
    expect(new Set(words)).toEqual(new Set(["status.ACTIVE|[]", "type.FRAME|[]"]));
    expect(calls).toHaveBeenCalledTimes(2);
  });

  it("tells calls apart by their flat options, and answers each as t does", () => {
    const { t, calls } = countingT();
    const memo = memoizedT(t);
    expect(memo("items", { count: 1 })).toBe('items|[{"count":1}]');
    expect(memo("items", { count: 2 })).toBe('items|[{"count":2}]');
    expect(memo("items", { count: 1 })).toBe('items|[{"count":1}]');
    expect(memo("items")).toBe("items|[]");
    expect(calls).toHaveBeenCalledTimes(3);
  });

  it("passes any other call to t every time (nested options, a default value and options)", () => {
    const { t, calls } = countingT();
    const memo = memoizedT(t);
    const nested = { who: { name: "Ayu" } };
    memo("by", nested);
    memo("by", nested);
    memo("missing", "Fallback", { count: 1 });
    memo("missing", "Fallback", { count: 1 });
    memo(["first", "second"]);
    memo(["first", "second"]);
    expect(calls).toHaveBeenCalledTimes(6);
  });

  it("keeps nothing between two jobs: a new memo asks t again (another language, say)", () => {
    const { t, calls } = countingT();
    memoizedT(t)("status.ACTIVE");
    memoizedT(t)("status.ACTIVE");
    expect(calls).toHaveBeenCalledTimes(2);
  });
});
