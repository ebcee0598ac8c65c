/**
 * Every list's CSV writers: the default export of each `*.csv.ts` module (defineCsv), which the
 * export's worker looks up by id. A list declares its writers in its own folder; nothing to add here.
 */
import type { CsvDefinition } from "./csv-writers";

const modules = import.meta.glob<{ default: CsvDefinition<Record<string, unknown>, unknown> }>(
  ["/resources/**/*.csv.ts", "/src/**/*.csv.ts"],
  { eager: true },
);

export const csvDefinitions = (): CsvDefinition<Record<string, unknown>, unknown>[] =>
  Object.values(modules).map((module) => module.default);
