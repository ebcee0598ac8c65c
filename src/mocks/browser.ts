import type { HttpHandler } from "msw";
import { setupWorker } from "msw/browser";
import { config } from "@/config";
import { tabDataSize } from "@/lib/demo-data-switch";
import { setDataSize } from "./db";
import type { DataSize } from "./db/collection";
import { clearPersisted, flushPersisted, loadPersisted, startPersisting } from "./db/persist";
import { onDemoReset } from "./handlers/demo";
import { rememberFaultsFromUrl } from "./lib/faults";
import { setAfterRequest, setLatency } from "./lib/route";

/**
 * Starts the demo API in the browser: the data size (`VITE_DEMO_DATA=large` or
 * `?demo-data=large`, remembered for the tab: src/lib/demo-data-switch.ts), saved changes from
 * IndexedDB, the fault switch from `?demo-fault=`, latency, then the mock service worker.
 */
export async function startDemoApi(handlers: HttpHandler[]): Promise<void> {
  setDataSize(tabDataSize() satisfies DataSize);
  rememberFaultsFromUrl(location.search);
  try {
    const restored = await loadPersisted();
    if (restored) console.info(`[demo api] restored saved changes of ${restored} collections`);
  } catch (error) {
    console.warn("[demo api] saved demo data could not be read; starting from the seed", error);
  }
  startPersisting();
  setAfterRequest(flushPersisted);
  onDemoReset(clearPersisted);
  setLatency(config.demo.latency);
  await setupWorker(...handlers).start({
    onUnhandledRequest: "bypass",
    quiet: true,
    serviceWorker: { url: "/mockServiceWorker.js" },
  });
}
