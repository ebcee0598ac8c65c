import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";

/** The module that stands in for antd's `grid/hooks/useBreakpoint` (see the file). */
export const BREAKPOINT_SHIM = resolve(
  dirname(fileURLToPath(import.meta.url)),
  "../../src/lib/shims/antd-use-breakpoint.ts",
);

const ANTD_MODULE = /[\\/]node_modules[\\/]antd[\\/]es[\\/]/;
const ANTD_HOOK = /[\\/]antd[\\/]es[\\/]grid[\\/]hooks[\\/]useBreakpoint(\.js)?$/;

/**
 * Where an import inside antd resolves to: the shim for antd's breakpoint hook (its modules import it
 * relatively, `../grid/hooks/useBreakpoint`, so an alias cannot catch it), else undefined (resolved
 * as usual).
 */
export function resolveAntdBreakpoint(source: string, importer: string | undefined) {
  if (!importer || !ANTD_MODULE.test(importer) || !source.startsWith(".")) return undefined;
  return ANTD_HOOK.test(resolve(dirname(importer), source)) ? BREAKPOINT_SHIM : undefined;
}

/**
 * antd's `useBreakpoint` answers "no screen" in a component's first render and renders it again once
 * its layout effect has asked the browser. Refine's `useTable` calls it, so every list rendered twice
 * when it mounted (the whole list page, in the same task as its first paint), and so did every Row
 * and Descriptions. This plugin gives antd the console's hook instead (src/hooks/use-screens.ts, the
 * answers known in the first render). For the build and the dev server's own transforms, and for the
 * dev server's pre-bundling of antd (`optimizeDeps`). Vitest loads antd from node_modules untouched.
 */
export function antdBreakpoints() {
  return {
    name: "antd-breakpoints",
    enforce: "pre" as const,
    resolveId: (source: string, importer: string | undefined) =>
      resolveAntdBreakpoint(source, importer),
  };
}
