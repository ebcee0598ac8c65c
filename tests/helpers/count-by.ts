/** How many of `rows` share each value of `key`, as [value, count] pairs in the order first met. */
export function countBy<T>(rows: readonly T[], key: (row: T) => string): [string, number][] {
  const counts = new Map<string, number>();
  for (const row of rows) counts.set(key(row), (counts.get(key(row)) ?? 0) + 1);
  return [...counts];
}
