/*
 * The demo API's service worker (registered by src/mocks/browser.ts when no backend is configured):
 * MSW's own worker (mockServiceWorker.js, as `msw init` writes it), behind one filter. Only the
 * requests under the API's address (`?api=`, the console's VITE_API_URL default) go to MSW; the
 * console's own files (scripts, styles, fonts, images) load from the network as they would without a
 * worker. MSW's worker otherwise answers every request of the page, passing each file through its
 * own fetch: on a busy machine that held a page's scripts for many seconds, and its load with them.
 */
const api = new URL(self.location.href).searchParams.get("api");

self.addEventListener("fetch", (event) => {
  const url = event.request.url;
  if (api && (url === api || url.startsWith(`${api}/`) || url.startsWith(`${api}?`))) return;
  // Not the API's: MSW's listener (registered below, after this one) does not see it.
  event.stopImmediatePropagation();
});

importScripts("./mockServiceWorker.js");
