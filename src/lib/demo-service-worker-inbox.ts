/**
 * The demo build's first hold on the messages its service worker sends the page
 * (public/demo-service-worker.js: each a request to answer). Taken in the entry (src/main.tsx),
 * before the page has finished loading: from then on the browser hands such messages to whoever
 * listens, and one that came before the demo API's relay (src/mocks/browser.ts) was listening would be
 * lost, leaving its request waiting for ever. Held messages go to the relay once it listens.
 */
type Listener = (event: MessageEvent) => void;

let held: MessageEvent[] | null = null;
let listener: Listener | null = null;

/** Starts holding the service worker's messages (src/main.tsx, demo build only). */
export function holdServiceWorkerMessages(container = globalThis.navigator?.serviceWorker) {
  if (!container || held) return;
  held = [];
  container.addEventListener("message", (event) => {
    if (listener) listener(event);
    else held?.push(event);
  });
}

/** Hands the service worker's messages, those held first, to `relay`. */
export function onServiceWorkerMessage(
  relay: Listener,
  container = globalThis.navigator?.serviceWorker,
) {
  if (!container) return;
  if (held === null) container.addEventListener("message", relay);
  else {
    listener = relay;
    for (const event of held.splice(0)) relay(event);
  }
  container.startMessages();
}
