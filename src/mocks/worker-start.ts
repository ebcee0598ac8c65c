import { config } from "@/config";
import { tabDataSize } from "@/lib/demo-data-switch";
import type { DataSize } from "./db/collection";
import type { ToWorker } from "./worker-protocol";

/**
 * The demo API worker's first message: its data size (the tab's: src/lib/demo-data-switch.ts) and
 * whether answers wait 100-400 ms. Sent as soon as the worker exists, so that it restores the saved
 * changes while the page is still busy starting; requests queue behind it.
 */
export function startWorker(worker: Worker, { latency = config.demo.latency } = {}) {
  worker.postMessage({
    type: "start",
    dataSize: tabDataSize() satisfies DataSize,
    latency,
  } satisfies ToWorker);
}
