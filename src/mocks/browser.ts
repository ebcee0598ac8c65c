import { config } from "@/config";
import { setDirectTransport } from "@/lib/direct-transport";
import { onServiceWorkerMessage } from "@/lib/demo-service-worker-inbox";
import { clearPageStoredFaults, pageStoredFaults, rememberFaultsFromUrl } from "./lib/faults";
import type { FromWorker, ReplyMessage, RequestMessage, ToWorker } from "./worker-protocol";

/** A request as it goes to the demo API's worker (RequestMessage without its bookkeeping). */
type AskedRequest = Pick<RequestMessage, "method" | "url" | "headers" | "body">;

/** A request the demo's service worker hands to the page (public/demo-service-worker.js). */
interface RelayedRequest extends AskedRequest {
  type: "demo-api-request";
}

/** The page's answer to the service worker: the demo API's, none (the network's), or a failure. */
type RelayedAnswer =
  { response: Extract<ReplyMessage, { response: unknown }>["response"] } | { networkError: true };

const isRelayedRequest = (data: unknown): data is RelayedRequest =>
  typeof data === "object" &&
  data !== null &&
  (data as { type?: unknown }).type === "demo-api-request";

/**
 * Answers one message of the demo's service worker: its request goes to the demo API (`ask`), the
 * answer back on the port that came with it. Any other message is left alone.
 */
export async function answerServiceWorker(
  event: Pick<MessageEvent, "data" | "ports">,
  ask: (request: AskedRequest) => Promise<ReplyMessage>,
): Promise<void> {
  const [port] = event.ports;
  if (!port || !isRelayedRequest(event.data)) return;
  const { method, url, headers, body } = event.data;
  let answer: RelayedAnswer;
  try {
    const reply = await ask({ method, url, headers, body });
    answer = "networkError" in reply ? { networkError: true } : { response: reply.response };
  } catch {
    // The service worker's request must not wait for ever: it fails as the network would.
    answer = { networkError: true };
  }
  port.postMessage(answer, "response" in answer && answer.response ? [answer.response.body] : []);
}

/**
 * Registers the demo's service worker (the page's `fetch`, images and downloads under the API's
 * address) and waits until it answers this page: at once on a page it already controls; on a first
 * visit once the new worker has activated and taken the page (at most `patience` ms). A page loaded
 * past its service worker (a hard reload) is not waited for: its requests go to the network.
 */
async function registerServiceWorker(apiBase: string, patience = 10_000): Promise<void> {
  const container = navigator.serviceWorker;
  const registration = await container.register(
    `/demo-service-worker.js?api=${encodeURIComponent(apiBase)}`,
  );
  if (container.controller || !(registration.installing ?? registration.waiting)) return;
  await new Promise<void>((resolve) => {
    container.addEventListener("controllerchange", () => resolve(), { once: true });
    setTimeout(resolve, patience);
  });
}

/**
 * Starts the demo API in the browser. Its database, queries and data generation run in a dedicated
 * Web Worker (`worker`: resources/demo-client.ts; src/mocks/worker-server.ts), so the page's main
 * thread never waits on them. The console's calls reach that worker directly; what the page asks
 * with `fetch` (and its images and downloads under the API) goes through the demo's service worker
 * (public/demo-service-worker.js), which hands each request to this page for the worker. The page
 * also keeps what lives in its storage: the data size (`VITE_DEMO_DATA=large` or
 * `?demo-data=large`, remembered for the tab: src/lib/demo-data-switch.ts) and the fault switch
 * (`?demo-fault=`). Saved changes are read from IndexedDB by the worker.
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

  /** Hands a request to the worker; its reply (a remembered fault it cleared is forgotten here too). */
  async function ask({ method, url, headers, body }: AskedRequest): Promise<ReplyMessage> {
    const id = nextId++;
    const reply = await new Promise<ReplyMessage>((resolve) => {
      waiting.set(id, resolve);
      post(
        { type: "request", id, method, url, headers, body, faults: pageStoredFaults() },
        body ? [body] : [],
      );
    });
    if (reply.faultsCleared) clearPageStoredFaults();
    return reply;
  }

  // The console's own calls (providers/data/http.ts): from the page to the worker and back, without
  // the service worker and a second turn of the page's main thread.
  const apiBase = new URL(config.apiUrl.replace(/\/+$/, ""), location.origin).href;
  setDirectTransport(async (request) => {
    if (!request.url.startsWith(`${apiBase}/`)) return null;
    const reply = await ask({
      method: request.method,
      url: request.url,
      headers: [...request.headers],
      body:
        request.method === "GET" || request.method === "HEAD" ? null : await request.arrayBuffer(),
    });
    if ("networkError" in reply) return "network-error";
    return reply.response;
  });

  // What the page asks with `fetch`, and its images and downloads under the API: through the
  // service worker, which hands each request here. Without service workers (a page not served
  // from a secure origin) the console's own calls above still work.
  if (!("serviceWorker" in navigator)) return started;
  onServiceWorkerMessage((event) => void answerServiceWorker(event, ask));
  await Promise.all([started, registerServiceWorker(apiBase)]);
}
