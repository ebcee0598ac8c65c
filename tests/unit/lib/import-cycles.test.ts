import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";

/**
 * Imports run one way (issue 23): no module of the console reaches itself again through its static
 * imports. Type-only imports and lazy `import()` calls (a page's chunk) are no circle at run time and
 * are left out, as bundlers do. Checked in every `npm test`, beside the lint rules.
 */
const ROOT = resolve(__dirname, "../../..");
const ROOTS = ["src", "providers", "resources"];
const ALIASES: [string, string][] = [
  ["@/", "src/"],
  ["@resources/", "resources/"],
  ["@providers/", "providers/"],
];
const EXTENSIONS = [".ts", ".tsx", "/index.ts", "/index.tsx"];

function sourceFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith(".d.ts") ? [path] : [];
  });
}

/** The file an import names, relative to the root; undefined for a package. */
function resolveImport(from: string, specifier: string): string | undefined {
  let base: string | undefined;
  if (specifier.startsWith(".")) base = join(dirname(from), specifier);
  else {
    const alias = ALIASES.find(([prefix]) => specifier.startsWith(prefix));
    if (alias) base = alias[1] + specifier.slice(alias[0].length);
  }
  if (base === undefined) return undefined;
  const exact = join(ROOT, base);
  if (existsSync(exact) && statSync(exact).isFile()) return relative(ROOT, exact);
  for (const extension of EXTENSIONS) {
    if (existsSync(exact + extension)) return relative(ROOT, exact + extension);
  }
  return undefined;
}

/** `import … from "x"` and `export … from "x"`, not `import type` / `export type`. */
const STATIC_IMPORT = /^\s*(?:import|export)\s+(?!type\s)(?:[^;'"]*?\sfrom\s+)?["']([^"']+)["']/gm;

function importsOf(file: string): string[] {
  const text = readFileSync(join(ROOT, file), "utf8");
  const found = new Set<string>();
  for (const match of text.matchAll(STATIC_IMPORT)) {
    const target = resolveImport(file, match[1]!);
    if (target) found.add(target);
  }
  return [...found];
}

/** The circles of the graph (Tarjan's strongly connected components of more than one file, or a self-import). */
function circles(graph: Map<string, string[]>): string[][] {
  let index = 0;
  const indexOf = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string) => {
    indexOf.set(node, index);
    low.set(node, index);
    index++;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!indexOf.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node)!, indexOf.get(next)!));
      }
    }
    if (low.get(node) === indexOf.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1 || (graph.get(node) ?? []).includes(node)) found.push(component);
    }
  };
  for (const node of graph.keys()) if (!indexOf.has(node)) visit(node);
  return found;
}

describe("the console's imports", () => {
  const files = ROOTS.flatMap(sourceFiles);
  const graph = new Map(files.map((file) => [file, importsOf(file)]));

  it("are read: the graph holds the console's files and their imports", () => {
    expect(files.length).toBeGreaterThan(300);
    expect(graph.get("src/main.tsx")?.length).toBeGreaterThan(0);
  });

  it("form no circle", () => {
    expect(circles(graph).map((circle) => circle.sort().join(" → "))).toEqual([]);
  });

  it("would report a circle (the check is no silent no-op)", () => {
    const sample = new Map([
      ["a.ts", ["b.ts"]],
      ["b.ts", ["c.ts"]],
      ["c.ts", ["a.ts"]],
      ["d.ts", ["a.ts"]],
    ]);
    expect(circles(sample).map((circle) => circle.sort())).toEqual([["a.ts", "b.ts", "c.ts"]]);
  });
});
