import type { HttpHandler } from "msw";
import type { DemoRoute } from "./lib/route";

/**
 * Every demo endpoint. Each file in handlers/ exports `handlers: DemoRoute[]` (its seed sits beside
 * it as `<area>.seed.ts`); adding an area = adding a file. Static paths are registered before
 * parameterised ones, so "/users/me" wins over "/users/:id".
 */
const modules = import.meta.glob<{ handlers: DemoRoute[] }>(
  ["./handlers/*.ts", "!./handlers/*.seed.ts"],
  { eager: true },
);

/** The handler file names the area of its routes in the contract ("./handlers/brands.ts" → "brands"). */
const tagOf = (file: string) => file.replace(/^.*\//, "").replace(/\.ts$/, "");

const specificity = (path: string) =>
  path
    .split("/")
    .map((segment) => (segment.startsWith(":") ? "1" : "0"))
    .join("");

export const routes: DemoRoute[] = Object.keys(modules)
  .sort()
  .flatMap((file) => modules[file]!.handlers.map((item) => ({ ...item, tag: tagOf(file) })))
  .map((item, order) => ({ item, key: specificity(item.path), order }))
  .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : a.order - b.order))
  .map(({ item }) => item);

export const handlers: HttpHandler[] = routes.map((item) => item.handler);
