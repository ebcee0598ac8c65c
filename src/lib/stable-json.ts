/**
 * JSON with object keys in sorted order: two values that hold the same data compare equal however
 * their keys were ordered (a record saved again with its fields in another order is no change).
 */
export function stableJson(value: unknown): string {
  return JSON.stringify(value ?? null, (_key, item: unknown) =>
    item && typeof item === "object" && !Array.isArray(item)
      ? Object.fromEntries(
          Object.entries(item as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1)),
        )
      : item,
  );
}
