import type { DemoRoute } from "../lib/route";

/** No routes of its own (src/mocks/index.ts loads every handler file). */
export const handlers: DemoRoute[] = [];

const grouping = new Intl.NumberFormat("id-ID", { maximumFractionDigits: 0 });

/** Points the Indonesian way in the API's sentences: 12.500. */
export const formatPoints = (value: number) => grouping.format(value);
