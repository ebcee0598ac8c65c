import { parseTableParams, stringifyTableParams } from "@refinedev/core";
import { describe, expect, it } from "vitest";

// Refine's URL state runs on qs, and qs on src/lib/shims/side-channel.cjs (aliased in vite.config.ts,
// as in the build).
describe("a list's state in the URL, on the side-channel stand-in", () => {
  it("round-trips pagination, sorters and nested filters", () => {
    const sorters = [{ field: "price", order: "desc" as const }];
    const filters = [
      { field: "productType", operator: "eq" as const, value: "LENSA" },
      {
        operator: "or" as const,
        value: [
          { field: "price", operator: "gte" as const, value: "100000" },
          { field: "status", operator: "eq" as const, value: "ACTIVE" },
        ],
      },
    ];
    const query = stringifyTableParams({
      pagination: { currentPage: 2, pageSize: 20 },
      sorters,
      filters,
    });
    expect(decodeURIComponent(query)).toContain("sorters[0][field]=price");
    const parsed = parseTableParams(`?${query}`);
    expect(parsed.parsedCurrentPage).toBe(2);
    expect(parsed.parsedPageSize).toBe(20);
    expect(parsed.parsedSorter).toEqual(sorters);
    expect(parsed.parsedFilters).toEqual(filters);
  });

  it("still refuses a cyclic value", () => {
    const cyclic: Record<string, unknown> = { field: "a", operator: "eq" };
    cyclic.value = cyclic;
    expect(() => stringifyTableParams({ sorters: [], filters: [cyclic as never] })).toThrow(
      RangeError,
    );
  });
});

describe("the side-channel stand-in", () => {
  it("keeps values by object and by primitive key, and asserts presence", async () => {
    const { default: getSideChannel } = await import("@/lib/shims/side-channel.cjs");
    const channel = getSideChannel();
    const key = {};
    expect(channel.has(key)).toBe(false);
    expect(() => channel.assert(key)).toThrow(TypeError);
    channel.set(key, "object value");
    channel.set("name", "primitive value");
    expect(channel.get(key)).toBe("object value");
    expect(channel.get("name")).toBe("primitive value");
    expect(() => channel.assert(key)).not.toThrow();
    expect(channel.delete(key)).toBe(true);
    expect(channel.has(key)).toBe(false);
    expect(getSideChannel().has("name")).toBe(false);
  });
});
