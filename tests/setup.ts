import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterAll, afterEach, beforeAll, beforeEach } from "vitest";
import { resetDemoData, serveDemoApi, server } from "@/mocks/node";
import { handlers } from "@resources/demo";
import { resetPendingWork } from "@/lib/pending-work";
import { markApiReady } from "@/lib/api-ready";
import { i18n, initI18n, loadNamespaces } from "@providers/i18n";
import { checkAnswersAgainstContract, takeContractFindings } from "./helpers/contract";
import { InThreadWorker } from "./helpers/in-thread-worker";

// jsdom lacks these; antd's responsive components need them.
if (!window.matchMedia) {
  Object.defineProperty(window, "matchMedia", {
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
}
if (!("ResizeObserver" in window)) {
  class ResizeObserverStub {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  Object.defineProperty(window, "ResizeObserver", { writable: true, value: ResizeObserverStub });
}
window.scrollTo = () => undefined;
if (!("Worker" in window)) {
  Object.defineProperty(window, "Worker", { writable: true, value: InThreadWorker });
}

// How long findBy* and waitFor wait for the screen to get there. Testing Library's 1 s is too short for
// a page's first render in jsdom on a loaded 2-core machine (its lazy chunks are transformed then); a
// wait that succeeds costs no more with a longer limit. Files with slower pages set more.
configure({ asyncUtilTimeout: 5000 });
Element.prototype.scrollIntoView = Element.prototype.scrollIntoView ?? (() => undefined);

const missingKeys = new Set<string>();

/**
 * React's and antd's development warnings (a form instance not connected, a deprecated prop, a list
 * without keys, a state update after unmount): each is a fault staff may meet in another shape, and
 * every test fails on one. A test that provokes a console error on purpose mocks console.error itself.
 */
const DEV_WARNING =
  /^Warning: |Each child in a list should have a unique|Cannot update a component|validateDOMNesting|cannot be a child of|cannot contain a nested|React does not recognize the|Received `(true|false)` for a non-boolean|Invalid DOM property|Encountered two children with the same key|A component is changing an? (un)?controlled/;
const devWarnings: string[] = [];
for (const level of ["error", "warn"] as const) {
  const original = console[level].bind(console);
  console[level] = (...args: unknown[]) => {
    const text = args.map((arg) => (typeof arg === "string" ? arg : String(arg))).join(" ");
    if (DEV_WARNING.test(text)) devWarnings.push(text.split("\n")[0]!.slice(0, 300));
    original(...args);
  };
}

beforeAll(async () => {
  serveDemoApi(handlers);
  server.listen({ onUnhandledRequest: "error" });
  checkAnswersAgainstContract();
  markApiReady();
  // jsdom's URL is "/", a public page, where i18n starts without the console's namespace (App.tsx
  // loads it with the console's code). Tests that render console parts directly need it up front.
  await initI18n();
  await loadNamespaces("translation");
  // A text asked for by a key that no loaded namespace has (and with no default) would show staff the
  // key itself: every test fails on one.
  // (A handler of its own: i18next would otherwise store the missing key with its default text.)
  i18n.options.saveMissing = true;
  i18n.options.missingKeyHandler = (_lngs, ns, key, fallback) => {
    if (fallback === key || fallback === `${ns}:${key}`) missingKeys.add(`${ns}:${key}`);
  };
});
beforeEach(async () => {
  resetDemoData();
  resetPendingWork();
  // The i18next instance is a module singleton: a test that switched language must not leak it.
  if (i18n.isInitialized && i18n.language !== "en") await i18n.changeLanguage("en");
  localStorage.clear();
  sessionStorage.clear();
  document.cookie.split(";").forEach((cookie) => {
    const name = cookie.split("=")[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  });
});
afterEach(() => {
  cleanup();
  const missing = [...missingKeys];
  missingKeys.clear();
  if (missing.length)
    throw new Error(
      `Texts asked for by keys no locale file has (staff would see the key):\n${missing.join("\n")}`,
    );
  server.resetHandlers();
  const warnings = [...new Set(devWarnings.splice(0))];
  if (warnings.length)
    throw new Error(
      `React or antd warned (the browser console would show it):\n${warnings.join("\n")}`,
    );
  const findings = takeContractFindings();
  if (findings.length)
    throw new Error(
      `The demo API answered outside its contract (docs/openapi.json):\n${[...new Set(findings)].join("\n")}`,
    );
});
afterAll(() => server.close());
