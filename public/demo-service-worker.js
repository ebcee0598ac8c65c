/*
 * The demo API's service worker (registered by src/mocks/browser.ts when no backend is configured).
 *
 * It answers what a page asks under the API's address (`?api=`, the console's VITE_API_URL default)
 * with `fetch`, an image or a download: the request goes to that page, which hands it to the demo
 * API's Web Worker and sends the answer back (src/mocks/browser.ts). The console's own calls do not
 * come here: they go from the page to that Web Worker directly (src/lib/direct-transport.ts).
 *
 * Every other request, the console's scripts, styles, fonts and images included, goes to the network
 * untouched: where the browser can route requests without waking the worker (static routing), it is
 * told so at install; elsewhere the fetch listener leaves them alone.
 *
 * Messages, page ⇄ worker (one MessageChannel per request, its port sent with the request):
 *   worker → page  { type: "demo-api-request", method, url, headers: [name, value][], body: ArrayBuffer | null }
 *   page → worker  { response: { status, statusText, headers, body } }   the answer
 *                  { response: null }                                    no demo endpoint: the network's
 *                  { networkError: true }                                the fault switch's "network"
 * A page that has not answered after RELAY_PATIENCE_MS (its JavaScript stopped before its relay
 * started) gets a network error, as a server that never answers would give, rather than a request
 * that waits for ever.
 */
const RELAY_PATIENCE_MS = 30_000;
const api = new URL(self.location.href).searchParams.get("api") ?? "";

const isApi = (url) =>
  api !== "" && (url === api || url.startsWith(`${api}/`) || url.startsWith(`${api}?`));

/** Everything outside the API's address: straight to the network (Chromium's static routing). */
function networkRoutes() {
  const { protocol, hostname, port, pathname } = new URL(api);
  const pattern = (path) =>
    new URLPattern({ protocol, hostname, port, pathname: path, search: "*", hash: "*" });
  return [
    {
      condition: {
        not: { or: [{ urlPattern: pattern(pathname) }, { urlPattern: pattern(`${pathname}/*`) }] },
      },
      source: "network",
    },
  ];
}

self.addEventListener("install", (event) => {
  void self.skipWaiting();
  if (api !== "" && typeof event.addRoutes === "function" && typeof URLPattern === "function")
    // Not supported (an older browser, or a condition it does not know): the fetch listener filters.
    event.waitUntil(event.addRoutes(networkRoutes()).catch(() => undefined));
});

self.addEventListener("activate", (event) => {
  // The pages already open (the first one registered this worker) are answered from now on.
  event.waitUntil(self.clients.claim());
});

self.addEventListener("fetch", (event) => {
  const { request } = event;
  // A page opened at an API address (a link in a new tab) has no demo API of its own: the network's.
  if (!isApi(request.url) || request.mode === "navigate") return;
  event.respondWith(answer(request, event.clientId));
});

async function answer(request, clientId) {
  const page = clientId ? await self.clients.get(clientId) : undefined;
  if (!page) return fetch(request);
  const body =
    request.method === "GET" || request.method === "HEAD"
      ? null
      : await request.clone().arrayBuffer();
  const reply = await new Promise((resolve) => {
    const channel = new MessageChannel();
    const done = (data) => {
      clearTimeout(patience);
      channel.port1.close();
      resolve(data);
    };
    const patience = setTimeout(() => done({ networkError: true }), RELAY_PATIENCE_MS);
    channel.port1.onmessage = ({ data }) => done(data);
    page.postMessage(
      {
        type: "demo-api-request",
        method: request.method,
        url: request.url,
        headers: [...request.headers],
        body,
      },
      body ? [channel.port2, body] : [channel.port2],
    );
  });
  if (reply.networkError) return Response.error();
  if (!reply.response) return fetch(request);
  const { status, statusText, headers, body: bytes } = reply.response;
  // A 204 or 304 answer has no body.
  return new Response(status === 204 || status === 304 ? null : bytes, {
    status,
    statusText,
    headers,
  });
}
