import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { routes } from "@/mocks/index";
import { codesFor, type RouteContext } from "@/mocks/lib/route";

/**
 * docs/api.md is the backend contract: every registered demo handler has a
 * `### METHOD /path` heading there and every heading has a handler, and each
 * heading's **Permission** line names what the handler enforces.
 */
const doc = readFileSync(resolve(process.cwd(), "docs/api.md"), "utf8");
const normalise = (path: string) => path.replace(/\{[^}]+\}|:[A-Za-z_]\w*/g, "{}");
const keyOf = (method: string, path: string) => `${method.toUpperCase()} ${normalise(path)}`;

interface DocEntry {
  key: string;
  body: string;
}
const sections = doc.split(/^(?=### )/m).slice(1);
const entries: DocEntry[] = sections
  .map((section) => {
    const match = /^### (GET|POST|PUT|PATCH|DELETE) (\S+)\s*\n([\s\S]*)$/.exec(section);
    return match ? { key: keyOf(match[1]!, match[2]!), body: match[3]! } : undefined;
  })
  .filter((entry): entry is DocEntry => entry !== undefined);

const handlerKeys = routes.map((route) => keyOf(route.method, route.path));

describe("docs/api.md contract", () => {
  it("lists every registered handler", () => {
    const documented = new Set(entries.map((entry) => entry.key));
    expect(handlerKeys.filter((key) => !documented.has(key))).toEqual([]);
  });

  it("documents no endpoint that has no handler, and none twice", () => {
    const registered = new Set(handlerKeys);
    expect(entries.map((entry) => entry.key).filter((key) => !registered.has(key))).toEqual([]);
    const seen = new Set<string>();
    expect(
      entries.map((entry) => entry.key).filter((key) => seen.has(key) || !seen.add(key)),
    ).toEqual([]);
  });

  it("gives every endpoint a permission, a query or body or answer, and an example", () => {
    for (const entry of entries) {
      expect(entry.body, entry.key).toMatch(/\*\*Permission:\*\*/);
      expect(entry.body, entry.key).toMatch(/\*\*Answer:\*\*/);
      expect(entry.body, entry.key).toMatch(/\*\*Example:\*\*/);
    }
  });

  it("names on each heading the permission the handler enforces", () => {
    const byKey = new Map(entries.map((entry) => [entry.key, entry.body]));
    const emptyContext = { params: {}, query: new URLSearchParams() } as unknown as RouteContext;
    for (const route of routes) {
      const key = keyOf(route.method, route.path);
      const line = /\*\*Permission:\*\*(.*)/.exec(byKey.get(key) ?? "")?.[1] ?? "";
      if (!route.auth) {
        expect(line, key).toMatch(/none \(public/);
        continue;
      }
      const area = typeof route.area === "function" ? route.area(emptyContext) : route.area;
      if (!area || !route.action) {
        expect(line, key).toMatch(/signed in/);
        continue;
      }
      const required = codesFor(area, route.action);
      if (required === true) expect(line, key).toMatch(/signed in/);
      else for (const code of required) expect(line, key).toContain(`\`${code}\``);
    }
  });
});
