// antd's official React 19 compatibility patch: must run before antd renders anything.
import "@ant-design/v5-patch-for-react-19";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { BrowserRouter } from "react-router";
import { initI18n } from "@providers/i18n";
import { App, preloadPrivateRoute } from "./App";
import { startDemoApiThenReady } from "./lib/api-ready";
import { holdServiceWorkerMessages } from "./lib/demo-service-worker-inbox";
import { takeDataSwitchFromUrl } from "./lib/demo-data-switch";

async function boot() {
  // A textual build-time constant (vite.config.ts): with VITE_API_URL set, the demo's import is dropped.
  if (__DEMO_API__) {
    // Before the router reads the address: `?demo-data=` chooses the data set and leaves the URL.
    takeDataSwitchFromUrl();
    // The demo's service worker may hand this page a request before the demo API has started.
    holdServiceWorkerMessages();
    startDemoApiThenReady(() =>
      import("@resources/demo-client").then((demo) => demo.startDemoApi()),
    );
  }
  const i18nReady = initI18n();
  // A private URL: its chunks download while i18n starts, not after the first render asks for them.
  preloadPrivateRoute(window.location.pathname);
  await i18nReady;
  createRoot(document.getElementById("root")!).render(
    <StrictMode>
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </StrictMode>,
  );
}

void boot();
