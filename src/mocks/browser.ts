import { http, HttpResponse, passthrough } from "msw";
import { setupWorker } from "msw/browser";
import { config } from "@/config";
import { setDirectTransport } from "@/lib/direct-transport";
import { clearPageStoredFaults, pageStoredFaults, rememberFaultsFromUrl } from "./lib/faults";
import type { FromWorker, ReplyMessage, ToWorker } from "./worker-protocol";

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

/**
 * Starts the demo API in the browser. Its database, queries and data generation run in a dedicated
 * Web Worker (`worker`: resources/demo-client.ts; src/mocks/worker-server.ts), so the page's
 * main thread never waits on them; the page keeps only the mock service worker, which hands each
 * request under the API's path to that worker and gives back its answer. The page also keeps what
 * lives in its storage: the data size (`VITE_DEMO_DATA=large` or `?demo-data=large`, remembered
 * for the tab: src/lib/demo-data-switch.ts) and the fault switch (`?demo-fault=`). Saved changes are
 * read from IndexedDB by the worker.
 */
export async function startDemoApi(worker: Worker): Promise<void> {
  rememberFaultsFromUrl(location.search);
  const waiting = new Map<number, (reply: ReplyMessage) => void>();
  let nextId = 1;
  const started = new Promise<void>((resolve, reject) => {
    worker.addEventListener("message", ({ data }: MessageEvent<FromWorker>) => {
      if (data.type === "reply") {
        waiting.get(data.id)?.(data);
        waiting.delete(data.id);
      } else if (data.type === "started") {
        if (data.restored)
          console.info(`[demo api] restored saved changes of ${data.restored} collections`);
        resolve();
      } else reject(new Error(data.message));
    });
    worker.addEventListener("error", (event) => reject(new Error(event.message)));
  });
  const post = (message: ToWorker, transfer: Transferable[] = []) =>
    worker.postMessage(message, transfer);

  const base = config.apiUrl.replace(/\/+$/, "");
  /** Hands a request to the worker; its reply (a remembered fault it cleared is forgotten here too). */
  async function ask(request: Request): Promise<ReplyMessage> {
    const body =
      request.method === "GET" || request.method === "HEAD" ? null : await request.arrayBuffer();
    const id = nextId++;
    const reply = await new Promise<ReplyMessage>((resolve) => {
      waiting.set(id, resolve);
      post(
        {
          type: "request",
          id,
          method: request.method,
          url: request.url,
          headers: [...request.headers],
          body,
          faults: pageStoredFaults(),
        },
        body ? [body] : [],
      );
    });
    if (reply.faultsCleared) clearPageStoredFaults();
    return reply;
  }

  // What the page asks with `fetch` (and the console's files, images and downloads under the API).
  const forward = http.all(`${base}/*`, async ({ request }) => {
    const reply = await ask(request);
    if ("networkError" in reply) return HttpResponse.error();
    if (!reply.response) return passthrough();
    const { status, statusText, headers, body: answer } = reply.response;
    // A 204 or 304 answer has no body.
    return new HttpResponse(status === 204 || status === 304 ? null : answer, {
      status,
      statusText,
      headers,
    });
  });

  // The console's own calls (providers/data/http.ts): from the page to the worker and back, without
  // the service worker and a second turn of the page's main thread.
  const apiBase = new URL(base, location.origin).href;
  setDirectTransport(async (request) => {
    if (!request.url.startsWith(`${apiBase}/`)) return null;
    const reply = await ask(request);
    if ("networkError" in reply) return "network-error";
    return reply.response;
  });

  if (typeof ServiceWorkerRegistration !== "undefined") handleWorkerUpdateFailures();
  await Promise.all([
    started,
    setupWorker(forward).start({
      onUnhandledRequest: "bypass",
      quiet: true,
      // MSW's worker behind a filter: it sees the API's requests only (public/demo-service-worker.js).
      serviceWorker: {
        url: `/demo-service-worker.js?api=${encodeURIComponent(apiBase)}`,
      },
    }),
  ]);
}
