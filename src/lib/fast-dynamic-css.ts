/**
 * antd's CSS-in-JS calls rc-util's `updateCSS(css, key)` each time any antd component mounts, even
 * when that style is already in the page: every call lists the <style> elements of <head>, scans
 * them for the key, and reads the element's `innerHTML` back (tens of KiB for a Button) to compare it.
 * A table page that mounts a few hundred components on each sort or page change spends a large part
 * of its render there.
 *
 * This module stands in for `rc-util/es/Dom/dynamicCSS` (an alias in vite.config.ts) and answers the
 * repeated calls from memory: same key, same container, same text, element still in the page → that
 * element, untouched. Anything else goes to rc-util's own implementation, unchanged.
 */
import {
  clearContainerCache as originalClearContainerCache,
  injectCSS,
  removeCSS,
  updateCSS as originalUpdateCSS,
} from "rc-util/es/Dom/dynamicCSS.js";

type Options = NonNullable<Parameters<typeof originalUpdateCSS>[2]>;

interface Known {
  node: HTMLElement;
  css: string;
  nonce: string | undefined;
}

const known = new Map<string, Known>();
// `attachTo` containers (shadow roots, iframes) get their own keys; the default is <head>.
const containerIds = new WeakMap<object, number>();
let nextContainerId = 1;

function containerId(option: Options): number {
  if (!option.attachTo) return 0;
  let id = containerIds.get(option.attachTo);
  if (id === undefined) {
    id = nextContainerId++;
    containerIds.set(option.attachTo, id);
  }
  return id;
}

export function updateCSS(css: string, key: string, option: Options = {}): HTMLElement {
  const id = `${containerId(option)}\u0000${option.mark ?? ""}\u0000${key}`;
  const nonce = option.csp?.nonce;
  const entry = known.get(id);
  if (entry && entry.css === css && entry.nonce === nonce && entry.node.isConnected) {
    return entry.node;
  }
  const node = originalUpdateCSS(css, key, option);
  known.set(id, { node, css, nonce });
  return node;
}

export function clearContainerCache(): void {
  known.clear();
  originalClearContainerCache();
}

export { injectCSS, removeCSS };
