import { readFileSync } from "node:fs";
import { describe, expect, it, vi } from "vitest";
import { answerServiceWorker } from "@/mocks/browser";
import { holdServiceWorkerMessages, onServiceWorkerMessage } from "@/lib/demo-service-worker-inbox";
import type { ReplyMessage } from "@/mocks/worker-protocol";

/**
 * The demo's service worker (public/demo-service-worker.js) and the page's relay (src/mocks/browser.ts):
 * a page's `fetch` under the API's address is answered by the demo API's worker through the page.
 */

const API = "http://localhost:5173/api";
const encode = (text: string) => new TextEncoder().encode(text).buffer as ArrayBuffer;

type Asked = Parameters<Parameters<typeof answerServiceWorker>[1]>[0];

/** The demo API's worker as the relay sees it: `answer` for each request it is asked. */
const demoApi = (answer: (request: Asked) => ReplyMessage | Promise<ReplyMessage>) => {
  const asked: Asked[] = [];
  const ask = vi.fn(async (request: Asked) => {
    asked.push(request);
    return answer(request);
  });
  return { ask, asked };
};

const reply = (
  response: Extract<ReplyMessage, { response: unknown }>["response"],
): ReplyMessage => ({
  type: "reply",
  id: 1,
  faultsCleared: false,
  response,
});

interface FetchEventLike {
  request: Request;
  clientId: string;
  respondWith: (answer: Promise<Response>) => void;
}

/**
 * Runs the service worker's script in a fake worker scope whose one page relays with
 * `answerServiceWorker` to `ask`; returns how to send it a fetch and what it did at install.
 */
function serviceWorker(ask: (request: Asked) => Promise<ReplyMessage>, network = vi.fn()) {
  const listeners = new Map<string, (event: never) => void>();
  const page = {
    postMessage: (message: unknown, transfer: unknown[]) =>
      void answerServiceWorker({ data: message, ports: [transfer[0] as MessagePort] }, ask),
  };
  const scope = {
    location: {
      href: `http://localhost:5173/demo-service-worker.js?api=${encodeURIComponent(API)}`,
    },
    addEventListener: (type: string, listener: (event: never) => void) =>
      listeners.set(type, listener),
    skipWaiting: vi.fn(async () => undefined),
    clients: {
      get: async (id: string) => (id === "page-1" ? page : undefined),
      claim: vi.fn(async () => undefined),
    },
  };
  class FakePattern {
    constructor(readonly init: Record<string, string>) {}
  }
  const code = readFileSync("public/demo-service-worker.js", "utf8");
  new Function("self", "URLPattern", "fetch", code)(scope, FakePattern, network);

  /** A fetch of the page (or of `clientId`): the service worker's answer, or null when it let it go. */
  const fetchOf = async (request: Request, clientId = "page-1") => {
    let answered: Promise<Response> | null = null;
    const event: FetchEventLike = {
      request,
      clientId,
      respondWith: (answer) => void (answered = answer),
    };
    listeners.get("fetch")!(event as never);
    return answered ? await (answered as Promise<Response>) : null;
  };
  const install = async () => {
    const routes: unknown[] = [];
    let waited: Promise<unknown> = Promise.resolve();
    listeners.get("install")!({
      addRoutes: async (added: unknown[]) => void routes.push(...added),
      waitUntil: (promise: Promise<unknown>) => void (waited = promise),
    } as never);
    await waited;
    return { routes, skippedWaiting: scope.skipWaiting.mock.calls.length > 0 };
  };
  return { fetchOf, install, network };
}

describe("the demo's service worker and the page's relay", () => {
  it("answers a page's fetch under the API with the demo API's answer, body and headers included", async () => {
    const { ask, asked } = demoApi(() =>
      reply({
        status: 201,
        statusText: "Created",
        headers: [["content-type", "application/json"]],
        body: encode('{"code":"success"}'),
      }),
    );
    const worker = serviceWorker(ask);
    const answer = await worker.fetchOf(
      new Request(`${API}/products?lang=en`, {
        method: "POST",
        headers: { Authorization: "Bearer t", "Content-Type": "application/json" },
        body: '{"productName":"Aviator"}',
      }),
    );
    expect(answer!.status).toBe(201);
    expect(answer!.headers.get("content-type")).toBe("application/json");
    expect(await answer!.json()).toEqual({ code: "success" });
    expect(asked).toHaveLength(1);
    expect(asked[0]!.method).toBe("POST");
    expect(asked[0]!.url).toBe(`${API}/products?lang=en`);
    expect(asked[0]!.headers).toContainEqual(["authorization", "Bearer t"]);
    expect(new TextDecoder().decode(asked[0]!.body!)).toBe('{"productName":"Aviator"}');
  });

  it("leaves the console's own files and navigations to the network, untouched", async () => {
    const { ask } = demoApi(() => reply(null));
    const worker = serviceWorker(ask);
    expect(await worker.fetchOf(new Request("http://localhost:5173/assets/index.js"))).toBeNull();
    expect(await worker.fetchOf(new Request("http://localhost:5173/apidocs"))).toBeNull();
    const navigation = new Request(`${API}/files/a.pdf`);
    Object.defineProperty(navigation, "mode", { value: "navigate" });
    expect(await worker.fetchOf(navigation)).toBeNull();
    expect(ask).not.toHaveBeenCalled();
  });

  it("fails a request as the network would when the demo API's fault switch says so, or the relay fails", async () => {
    const failing = serviceWorker(
      demoApi(() => ({ type: "reply", id: 1, faultsCleared: false, networkError: true })).ask,
    );
    expect((await failing.fetchOf(new Request(`${API}/health`)))!.type).toBe("error");
    const broken = serviceWorker(async () => {
      throw new Error("the worker is gone");
    });
    expect((await broken.fetchOf(new Request(`${API}/health`)))!.type).toBe("error");
  });

  it("fails a request after 30 seconds when the page never answers (its relay never started)", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    try {
      const silent = serviceWorker(() => new Promise<ReplyMessage>(() => undefined));
      let settled: Response | null = null;
      const pending = silent.fetchOf(new Request(`${API}/files/a.png`)).then((answer) => {
        settled = answer;
        return answer;
      });
      await vi.advanceTimersByTimeAsync(29_999);
      expect(settled).toBeNull();
      await vi.advanceTimersByTimeAsync(1);
      expect((await pending)!.type).toBe("error");
    } finally {
      vi.useRealTimers();
    }
  });

  it("sends what the demo API has no endpoint for, and a page it cannot reach, to the network", async () => {
    const network = vi.fn(async () => new Response("from the network", { status: 404 }));
    const { ask } = demoApi(() => reply(null));
    const worker = serviceWorker(ask, network);
    expect(await (await worker.fetchOf(new Request(`${API}/unknown`)))!.text()).toBe(
      "from the network",
    );
    expect(await (await worker.fetchOf(new Request(`${API}/health`), "gone"))!.text()).toBe(
      "from the network",
    );
    expect(network).toHaveBeenCalledTimes(2);
    expect(ask).toHaveBeenCalledTimes(1);
  });

  it("gives a 204 answer without a body", async () => {
    const { ask } = demoApi(() =>
      reply({ status: 204, statusText: "No Content", headers: [], body: new ArrayBuffer(0) }),
    );
    const answer = await serviceWorker(ask).fetchOf(new Request(`${API}/x`, { method: "DELETE" }));
    expect(answer!.status).toBe(204);
    expect(answer!.body).toBeNull();
  });

  it("routes every request outside the API's address to the network at install, without waking the worker", async () => {
    const { routes, skippedWaiting } = await serviceWorker(
      demoApi(() => reply(null)).ask,
    ).install();
    expect(skippedWaiting).toBe(true);
    expect(routes).toEqual([
      {
        source: "network",
        condition: {
          not: {
            or: [
              {
                urlPattern: expect.objectContaining({
                  init: expect.objectContaining({ pathname: "/api" }),
                }),
              },
              {
                urlPattern: expect.objectContaining({
                  init: expect.objectContaining({ pathname: "/api/*" }),
                }),
              },
            ],
          },
        },
      },
    ]);
    const pattern = (
      routes[0] as { condition: { not: { or: { urlPattern: { init: unknown } }[] } } }
    ).condition.not.or[0]!.urlPattern.init;
    expect(pattern).toEqual({
      protocol: "http:",
      hostname: "localhost",
      port: "5173",
      pathname: "/api",
      search: "*",
      hash: "*",
    });
  });
});

describe("the service worker's messages before the demo API has started", () => {
  it("holds them from the page's start and hands them to the relay in order, then the later ones", () => {
    const container = Object.assign(new EventTarget(), { startMessages: vi.fn() });
    const message = (n: number) => new MessageEvent("message", { data: n });
    holdServiceWorkerMessages(container as unknown as ServiceWorkerContainer);
    container.dispatchEvent(message(1));
    container.dispatchEvent(message(2));
    const relayed: unknown[] = [];
    onServiceWorkerMessage(
      (event) => relayed.push(event.data),
      container as unknown as ServiceWorkerContainer,
    );
    expect(relayed).toEqual([1, 2]);
    expect(container.startMessages).toHaveBeenCalled();
    container.dispatchEvent(message(3));
    expect(relayed).toEqual([1, 2, 3]);
  });
});
