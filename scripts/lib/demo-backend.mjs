// The demo API as an HTTP backend in Node: builds scripts/demo-backend/entry.ts (the handlers and
// database of src/mocks) and adapts Node requests to it. `serveStatic(dir, { api })` mounts it under
// /api next to a console build made with `VITE_API_URL=/api`, so the console runs exactly as it
// does against a production backend, with no demo code in the page.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { pathToFileURL } from "node:url";

const OUT = "dist-demo-backend/entry.mjs";

export async function startDemoBackend({
  dataSize = "normal",
  latency = false,
  build = true,
} = {}) {
  if (build || !existsSync(OUT)) {
    const result = spawnSync(
      "npx",
      ["vite", "build", "--config", "scripts/demo-backend/vite.config.mjs"],
      { stdio: "inherit" },
    );
    if (result.status !== 0) throw new Error("demo backend build failed");
  }
  const { createDemoBackend } = await import(`${pathToFileURL(OUT).href}?t=${Date.now()}`);
  const handle = createDemoBackend({ dataSize, latency });

  /** Answers one Node request (IncomingMessage → Request → demo API → ServerResponse). */
  return async function api(req, res, origin) {
    const chunks = [];
    for await (const chunk of req) chunks.push(chunk);
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) {
      if (typeof value === "string") headers.set(name, value);
      else if (Array.isArray(value)) headers.set(name, value.join(", "));
    }
    const hasBody = req.method !== "GET" && req.method !== "HEAD" && chunks.length > 0;
    const request = new Request(new URL(req.url ?? "/", origin), {
      method: req.method,
      headers,
      body: hasBody ? Buffer.concat(chunks) : undefined,
    });
    try {
      const response = await handle(request);
      const body = Buffer.from(await response.arrayBuffer());
      const out = Object.fromEntries(response.headers.entries());
      res.writeHead(response.status, { ...out, "content-length": String(body.length) });
      res.end(body);
    } catch (error) {
      console.error("[demo backend]", error);
      res.writeHead(500, { "content-type": "application/json" });
      res.end(JSON.stringify({ code: "internal_error", message: "Server error.", payload: null }));
    }
  };
}
