import type { ExportAnswer, ExportRequest } from "@/components/crud/export-session";

/**
 * jsdom has no Web Workers: the CSV export's worker (export.worker.ts) runs its session in the test's
 * thread instead, with the same writers. Each message is copied (structuredClone, as a worker's would
 * be: a function in it fails the test) and handled in a later task; each answer arrives in a later
 * task too.
 */
export class InThreadWorker extends EventTarget {
  private closed = false;
  private readonly session: Promise<(request: ExportRequest) => void>;

  constructor(url: string | URL) {
    super();
    if (!String(url).includes("export.worker")) throw new Error(`No in-thread worker for ${url}`);
    this.session = Promise.all([
      import("@/components/crud/csv-registry"),
      import("@/components/crud/export-session"),
    ]).then(([{ csvDefinitions }, { exportSession }]) =>
      exportSession(csvDefinitions(), (answer: ExportAnswer) =>
        setTimeout(() => {
          if (!this.closed) this.dispatchEvent(new MessageEvent("message", { data: answer }));
        }),
      ),
    );
  }

  postMessage(message: ExportRequest) {
    const copy = structuredClone(message);
    void this.session.then((handle) =>
      setTimeout(() => {
        if (!this.closed) handle(copy);
      }),
    );
  }

  terminate() {
    this.closed = true;
  }
}
