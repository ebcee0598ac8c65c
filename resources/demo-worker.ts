/** The demo API's Web Worker (started by resources/demo-client.ts): every domain's demo endpoints. */
// First: the globals MSW expects of a browser-like context, and no stack traces while handlers are made.
import { restoreStackTraces } from "@/mocks/worker-globals";
import { serveInWorker } from "@/mocks/worker-server";
import { handlers } from "./demo";

restoreStackTraces();
serveInWorker(handlers);
