/**
 * The demo API as a plain HTTP backend (Node), bundled by scripts/demo-backend/vite.config.mjs and
 * served by scripts/lib/demo-backend.mjs. The very handlers and database of the in-browser demo
 * (src/mocks), answering real requests: a console built with `VITE_API_URL` set talks to it exactly
 * as it would to the production backend, and ships no demo code. Used by the benchmarks to measure the
 * console as it is deployed; handy to try a real-backend build locally.
 */
import { getResponse } from "msw";
import { db, setDataSize } from "@/mocks/db";
import type { DataSize } from "@/mocks/db/collection";
import { handlers } from "@resources/demo";
import { setLatency } from "@/mocks/lib/route";

export interface DemoBackendOptions {
  dataSize?: DataSize;
  /** Random 100-400 ms per answer, like the in-browser demo's default. */
  latency?: boolean;
}

/** Prepares the database (the large collections are generated here, once) and returns the handler. */
export function createDemoBackend({
  dataSize = "normal",
  latency = false,
}: DemoBackendOptions = {}) {
  setDataSize(dataSize);
  setLatency(latency);
  // A real backend has its data before the first request: generate every collection now.
  for (const collection of Object.values(db)) collection.all();

  return async function handle(request: Request): Promise<Response> {
    const origin = new URL(request.url).origin;
    const response = await getResponse(handlers, request, { baseUrl: origin });
    return (
      response ??
      new Response(
        JSON.stringify({ code: "not_found", message: "No such endpoint.", payload: null }),
        {
          status: 404,
          headers: { "content-type": "application/json" },
        },
      )
    );
  };
}
