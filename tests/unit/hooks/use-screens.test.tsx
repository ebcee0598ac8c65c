import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { act, render } from "@testing-library/react";
import { theme } from "antd";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { SCREEN_QUERIES, useScreens } from "@/hooks/use-screens";
import useBreakpoint from "@/lib/shims/antd-use-breakpoint";
import { themeConfig } from "@/theme";
import { BREAKPOINT_SHIM, resolveAntdBreakpoint } from "../../../scripts/vite/antd-breakpoints";

/** A window `width` px wide whose media queries tell their listeners when the width changes. */
function fakeScreen(initialWidth: number) {
  let width = initialWidth;
  const listeners = new Map<string, Set<() => void>>();
  const matches = (query: string) => {
    const min = /min-width:\s*(\d+)px/.exec(query);
    const max = /max-width:\s*(\d+)px/.exec(query);
    return (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]));
  };
  const matchMedia = (query: string) => {
    const set = listeners.get(query) ?? new Set<() => void>();
    listeners.set(query, set);
    return {
      get matches() {
        return matches(query);
      },
      media: query,
      addEventListener: (_type: string, listener: () => void) => set.add(listener),
      removeEventListener: (_type: string, listener: () => void) => set.delete(listener),
    };
  };
  return {
    matchMedia,
    resize(next: number) {
      const before = new Map([...listeners.keys()].map((query) => [query, matches(query)]));
      width = next;
      for (const [query, set] of listeners)
        if (before.get(query) !== matches(query)) set.forEach((listener) => listener());
    },
    listening: () => [...listeners.values()].reduce((sum, set) => sum + set.size, 0),
  };
}

const original = window.matchMedia;
let screen: ReturnType<typeof fakeScreen>;
beforeEach(() => {
  screen = fakeScreen(1440);
  Object.defineProperty(window, "matchMedia", { configurable: true, value: screen.matchMedia });
});
afterEach(() => {
  Object.defineProperty(window, "matchMedia", { configurable: true, value: original });
});

function renderScreens(useRead: () => object = useScreens) {
  const seen: object[] = [];
  function Probe() {
    seen.push(useRead());
    return null;
  }
  return { seen, ...render(<Probe />) };
}

describe("useScreens", () => {
  it("knows the breakpoints in the first render, so a desktop page renders once", () => {
    const { seen } = renderScreens();
    expect(seen).toEqual([{ xs: false, sm: true, md: true, lg: true, xl: true, xxl: false }]);
  });

  it("follows the window across a breakpoint, and only then renders again", () => {
    const { seen } = renderScreens();
    act(() => screen.resize(1300));
    expect(seen).toHaveLength(1);
    act(() => screen.resize(375));
    expect(seen).toHaveLength(2);
    expect(seen[1]).toEqual({ xs: true, sm: false, md: false, lg: false, xl: false, xxl: false });
  });

  it("stops listening once no component reads it", () => {
    const { unmount } = renderScreens();
    expect(screen.listening()).toBe(6);
    unmount();
    expect(screen.listening()).toBe(0);
  });

  it("asks antd's own breakpoints (the console's theme tokens)", () => {
    const token = theme.getDesignToken(themeConfig);
    expect(SCREEN_QUERIES).toEqual({
      xs: `(max-width: ${token.screenXSMax}px)`,
      sm: `(min-width: ${token.screenSM}px)`,
      md: `(min-width: ${token.screenMD}px)`,
      lg: `(min-width: ${token.screenLG}px)`,
      xl: `(min-width: ${token.screenXL}px)`,
      xxl: `(min-width: ${token.screenXXL}px)`,
    });
  });
});

const useStill = () => useBreakpoint(false);

describe("antd's breakpoint hook, replaced at build time", () => {
  it("gives every antd module that imports it the console's hook, and nothing else", () => {
    const antd = join(process.cwd(), "node_modules/antd/es");
    const imports = readdirSync(antd, { recursive: true, encoding: "utf8" })
      .filter((file) => file.endsWith(".js"))
      .flatMap((file) =>
        [...readFileSync(join(antd, file), "utf8").matchAll(/from '(\.[^']*useBreakpoint)'/g)].map(
          ([, source]) => ({ source, importer: join(antd, file) }),
        ),
      );
    // Grid, Row, Table, Pagination, List, Descriptions, Avatar, Steps (antd 5).
    expect(imports.length).toBeGreaterThanOrEqual(8);
    for (const { source, importer } of imports)
      expect(resolveAntdBreakpoint(source, importer), importer).toBe(BREAKPOINT_SHIM);
    expect(resolveAntdBreakpoint("./hooks/useSize", join(antd, "grid/row.js"))).toBeUndefined();
    expect(
      resolveAntdBreakpoint("../grid/hooks/useBreakpoint", join(process.cwd(), "src/x.ts")),
    ).toBeUndefined();
  });

  it("answers in the first render and, with refreshOnChange false, renders no more on a change", () => {
    const following = renderScreens(useBreakpoint);
    const still = renderScreens(useStill);
    expect(following.seen).toEqual([expect.objectContaining({ lg: true, xs: false })]);
    expect(still.seen).toHaveLength(1);
    act(() => screen.resize(375));
    expect(following.seen.at(-1)).toEqual(expect.objectContaining({ lg: false, xs: true }));
    expect(still.seen).toHaveLength(1);
  });
});
