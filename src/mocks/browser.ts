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
import { scheduleSearchWarmup } from "./search-warmup";

/**
 * Starts the demo API in the browser: the data size (`VITE_DEMO_DATA=large` or
 * `?demo-data=large`, remembered for the tab: src/lib/demo-data-switch.ts), saved changes from
 * IndexedDB, the fault switch from `?demo-fault=`, latency, then the mock service worker.
 */
/**
 * MSW asks the mock worker's existing registration to `update()` and leaves the promise unhandled
 * (msw 2, getWorkerInstance). A logout loads the sign-in page afresh (spec 2.1); the old page was the
 * worker's last client, so the worker unregisters itself, and that update can reject ("Failed to update
 * a ServiceWorker…"): an unhandled rejection on the sign-in page. The start that follows registers the
 * worker again, so nothing is lost: the rejection is handled and said at info level. Returns the undo.
 */
export function handleWorkerUpdateFailures(
  proto: Pick<ServiceWorkerRegistration, "update"> = ServiceWorkerRegistration.prototype,
): () => void {
  const original = proto.update;
  proto.update = function update(this: ServiceWorkerRegistration) {
    const result = original.call(this);
    result.catch((error: unknown) =>
      console.info(
        "[demo api] the mock service worker could not update; it is registered again",
        error,
      ),
    );
    return result;
  };
  return () => {
    proto.update = original;
  };
}

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
  setAfterRequest(async () => {
    await flushPersisted();
    scheduleSearchWarmup();
  });
  onDemoReset(clearPersisted);
  setLatency(config.demo.latency);
  if (typeof ServiceWorkerRegistration !== "undefined") handleWorkerUpdateFailures();
  await setupWorker(...handlers).start({
    onUnhandledRequest: "bypass",
    quiet: true,
    serviceWorker: { url: "/mockServiceWorker.js" },
  });
}
