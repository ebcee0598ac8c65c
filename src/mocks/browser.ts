import type { HttpHandler } from "msw";
import { setupWorker } from "msw/browser";
import { config } from "@/config";
import { setDataSize } from "./db";
import type { DataSize } from "./db/collection";
import { clearPersisted, flushPersisted, loadPersisted, startPersisting } from "./db/persist";
import { onDemoReset } from "./handlers/demo";
import { rememberFaultsFromUrl } from "./lib/faults";
import { setAfterRequest, setLatency } from "./lib/route";

/**
 * Starts the demo API in the browser: the data size (`VITE_DEMO_DATA=large` or
 * `?demo-data=large`, remembered for the tab), saved changes from IndexedDB, the
 * fault switch from `?demo-fault=`, latency, then the mock service worker.
 */
const DATA_SIZE_KEY = "demo-data";

function chooseDataSize(): DataSize {
  const fromUrl = new URLSearchParams(location.search).get(DATA_SIZE_KEY);
  if (fromUrl === "large" || fromUrl === "normal") sessionStorage.setItem(DATA_SIZE_KEY, fromUrl);
  const remembered = sessionStorage.getItem(DATA_SIZE_KEY);
  if (remembered === "large" || remembered === "normal") return remembered;
  return config.demo.dataSize === "large" ? "large" : "normal";
}

export async function startDemoApi(handlers: HttpHandler[]): Promise<void> {
  setDataSize(chooseDataSize());
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
