/**
 * The CSV export's Web Worker (started by export-button.tsx for each export): writes the file's
 * lines from the list's pages off the page's thread, with every list's writers (csv-registry.ts).
 */
import { csvDefinitions } from "./csv-registry";
import { exportSession, type ExportAnswer, type ExportRequest } from "./export-session";

interface WorkerScope {
  postMessage(message: ExportAnswer): void;
  addEventListener(type: "message", listener: (event: MessageEvent<ExportRequest>) => void): void;
}

// The permission areas a domain brings beyond spec 6, as the page has them (resources/index.ts): a
// role's log names them as the role editor does ("Activity: List").
import.meta.glob("/resources/*/permissions.ts", { eager: true });

const scope = self as unknown as WorkerScope;
const handle = exportSession(csvDefinitions(), (answer) => scope.postMessage(answer));
scope.addEventListener("message", (event) => handle(event.data));
