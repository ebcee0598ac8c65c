/**
 * The demo API inside a dedicated Web Worker: its database, its queries and the large data set's
 * generation run off the page's main thread (issue 27). The page hands it each request, its own calls
 * and those its service worker caught (src/mocks/browser.ts); the very handlers of the tests and of the Node
 * backend answer it here with MSW's `getResponse`.
 */
import { getResponse, type HttpHandler } from "msw";
import { setDataSize } from "./db";
import { clearPersisted, flushPersisted, loadPersisted, startPersisting } from "./db/persist";
import { onDemoReset } from "./handlers/demo";
import { setStoredFaults } from "./lib/faults";
import { ApiError, errorResponse, setAfterRequest, setLatency, warmIdentity } from "./lib/route";
import { say } from "./lib/readers";
import { scheduleSearchWarmup } from "./search-warmup";
import type {
  FromWorker,
  ReplyMessage,
  RequestMessage,
  StartMessage,
  ToWorker,
} from "./worker-protocol";

interface WorkerScope {
  postMessage(message: FromWorker, transfer?: Transferable[]): void;
  addEventListener(type: "message", listener: (event: MessageEvent<ToWorker>) => void): void;
  location: { origin: string };
}

export function serveInWorker(handlers: HttpHandler[], scope = self as unknown as WorkerScope) {
  // The page's remembered faults, as sent with the latest request (they change only when someone
  // sets or stops them). A clear is reported with the next answer that leaves.
  let pageFaults: Record<string, string> = {};
  let clearPending = false;
  setStoredFaults({
    read: () => pageFaults,
    clear: () => {
      pageFaults = {};
      clearPending = true;
    },
  });
  const takeClear = () => {
    const cleared = clearPending;
    clearPending = false;
    return cleared;
  };

  let started: Promise<void> | undefined;

  async function start(dataSize: StartMessage["dataSize"], latency: boolean) {
    setDataSize(dataSize);
    let restored = 0;
    try {
      restored = await loadPersisted();
    } catch (error) {
      console.warn("[demo api] saved demo data could not be read; starting from the seed", error);
    }
    startPersisting();
    setAfterRequest(async () => {
      await flushPersisted();
      scheduleSearchWarmup();
    });
    onDemoReset(clearPersisted);
    setLatency(latency);
    scope.postMessage({ type: "started", restored });
    // Before the page's first request arrives (it is still starting): what every signed-in request
    // reads, so that request does not generate it (on the large data set, 20,000 customers).
    setTimeout(warmIdentity, 0);
  }

  async function answer(message: RequestMessage): Promise<ReplyMessage> {
    pageFaults = message.faults;
    const request = new Request(message.url, {
      method: message.method,
      headers: message.headers,
      body: message.body && message.body.byteLength > 0 ? message.body : undefined,
    });
    const response = await getResponse(handlers, request, {
      baseUrl: scope.location.origin,
    }).catch((error: unknown) => {
      // Each route answers its own errors; this is what MSW itself could not route or run.
      console.error("[demo api]", message.method, message.url, error);
      return errorResponse(
        new ApiError(500, "server_error", say("api.server.unexpected")),
        request,
      );
    });
    if (response?.type === "error")
      return { type: "reply", id: message.id, faultsCleared: takeClear(), networkError: true };
    if (!response)
      return { type: "reply", id: message.id, faultsCleared: takeClear(), response: null };
    const body = await response.arrayBuffer();
    return {
      type: "reply",
      id: message.id,
      faultsCleared: takeClear(),
      response: {
        status: response.status,
        statusText: response.statusText,
        headers: [...response.headers],
        body,
      },
    };
  }

  scope.addEventListener("message", ({ data }) => {
    if (data.type === "start") {
      started = start(data.dataSize, data.latency).catch((error: unknown) =>
        scope.postMessage({ type: "failed", message: String(error) }),
      );
      return;
    }
    // Requests are answered side by side, as a server would (a "timeout" fault never answers).
    void (started ?? Promise.resolve())
      .then(() => answer(data))
      .then(
        (reply) => {
          const body = "response" in reply && reply.response ? [reply.response.body] : [];
          scope.postMessage(reply, body);
        },
        // The answer could not be put together at all: the page sees a failed request.
        () =>
          scope.postMessage({
            type: "reply",
            id: data.id,
            faultsCleared: false,
            networkError: true,
          }),
      );
  });
}
