import { config } from "@/config";

/**
 * The demo's data-set switch: `?demo-data=large` (or `normal`) on any URL chooses the data set for
 * the tab. It is read here, before the router starts, and taken off the address: the page asked for
 * opens without it (a link or reload does not switch again), and the sign-in page's `?to=` keeps
 * only the page. A switch is noted for the sign-in page, which says what happened when it is where
 * the visit lands (a visitor who was not signed in). Only demo builds call it.
 */
export type DemoDataSize = "normal" | "large";

const PARAM = "demo-data";
/** sessionStorage: the tab's data set, read by the demo API when it starts (src/mocks/browser.ts). */
const SIZE_KEY = "demo-data";
/** sessionStorage: the data set the tab switched to and nobody has been told about yet. */
const SWITCHED_KEY = "demo-data-switched";

const isSize = (value: string | null): value is DemoDataSize =>
  value === "normal" || value === "large";

function read(key: string): string | null {
  try {
    return sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null) {
  try {
    if (value === null) sessionStorage.removeItem(key);
    else sessionStorage.setItem(key, value);
  } catch {
    // No sessionStorage: the data set is the build's for every page of the tab.
  }
}

/** The tab's data set: the one chosen by a `?demo-data=` link, else the build's. */
export function tabDataSize(): DemoDataSize {
  const remembered = read(SIZE_KEY);
  return isSize(remembered) ? remembered : config.demo.dataSize;
}

/** Takes `?demo-data=` off the address (before the router reads it) and remembers the choice. */
export function takeDataSwitchFromUrl(): void {
  const url = new URL(window.location.href);
  if (!url.searchParams.has(PARAM)) return;
  const asked = url.searchParams.get(PARAM);
  url.searchParams.delete(PARAM);
  window.history.replaceState(window.history.state, "", `${url.pathname}${url.search}${url.hash}`);
  if (!isSize(asked)) return;
  if (asked !== tabDataSize()) write(SWITCHED_KEY, asked);
  write(SIZE_KEY, asked);
}

/** The data set the tab has just switched to, if nobody has said so yet. */
export function peekDataSwitch(): DemoDataSize | undefined {
  const switched = read(SWITCHED_KEY);
  return isSize(switched) ? switched : undefined;
}

/** Said (on the sign-in page, or by the shell's banner): not said again. */
export function clearDataSwitch(): void {
  write(SWITCHED_KEY, null);
}
