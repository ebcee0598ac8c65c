import type { HttpHandler } from "msw";
import type { DemoRoute } from "./lib/route";

/** A module of demo endpoints: a handler file of the server itself or of a domain's `demo/` folder. */
export type DemoModule = { handlers?: DemoRoute[] };

/** The server's own endpoints (sign-in lives with the staff accounts; these are badges, reset, outbox). */
const ownModules = import.meta.glob<DemoModule>("./handlers/*.ts", { eager: true });

/** The handler file names the area of its routes in the contract ("…/demo/brands.ts" → "brands"). */
const tagOf = (file: string) => file.replace(/^.*\//, "").replace(/\.ts$/, "");

const specificity = (path: string) =>
  path
    .split("/")
    .map((segment) => (segment.startsWith(":") ? "1" : "0"))
    .join("");

/**
 * Every demo endpoint: the server's own and those of the domains' handler files (`modules`, keyed
 * by file). Static paths are registered before parameterised ones, so "/users/me" wins over
 * "/users/:id".
 */
export function demoRoutes(modules: Record<string, DemoModule>): DemoRoute[] {
  const all = { ...ownModules, ...modules };
  return Object.keys(all)
    .sort((a, b) => (tagOf(a) < tagOf(b) ? -1 : tagOf(a) > tagOf(b) ? 1 : 0))
    .flatMap((file) => (all[file]!.handlers ?? []).map((item) => ({ ...item, tag: tagOf(file) })))
    .map((item, order) => ({ item, key: specificity(item.path), order }))
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : a.order - b.order))
    .map(({ item }) => item);
}

export const handlersOf = (routes: DemoRoute[]): HttpHandler[] =>
  routes.map((item) => item.handler);
