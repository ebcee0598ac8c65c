// A tiny static server with history fallback, for browser tests and benchmarks of a production build.
import { createReadStream, existsSync, statSync } from "node:fs";
import { createServer } from "node:http";
import { extname, join, normalize, resolve } from "node:path";

const TYPES = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".glb": "model/gltf-binary",
};

/**
 * Serves `dir` on 127.0.0.1. Options: `port` (0 = any free one); `api`, a handler from
 * scripts/lib/demo-backend.mjs mounted under /api (same origin, as a reverse proxy would).
 */
export function serveStatic(dir, { port = 0, api } = {}) {
  const root = resolve(dir);
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://localhost");
    if (api && (url.pathname === "/api" || url.pathname.startsWith("/api/"))) {
      api(req, res, `http://${req.headers.host ?? "127.0.0.1"}`);
      return;
    }
    let file = normalize(join(root, decodeURIComponent(url.pathname)));
    if (!file.startsWith(root)) {
      res.writeHead(403).end();
      return;
    }
    const isFile = existsSync(file) && statSync(file).isFile();
    if (!isFile) {
      // Assets that do not exist are 404 (so a failed chunk load is a real failure); routes fall back.
      if (url.pathname.startsWith("/assets/") || extname(url.pathname) !== "") {
        res.writeHead(404, { "content-type": "text/plain" }).end("Not found");
        return;
      }
      file = join(root, "index.html");
    }
    const type = TYPES[extname(file)] ?? "application/octet-stream";
    const cache = file.includes(`${root}/assets/`)
      ? "public, max-age=31536000, immutable"
      : "no-cache";
    res.writeHead(200, { "content-type": type, "cache-control": cache });
    createReadStream(file).pipe(res);
  });
  return new Promise((resolvePromise) => {
    server.listen(port, "127.0.0.1", () => {
      const address = server.address();
      resolvePromise({
        url: `http://127.0.0.1:${address.port}`,
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}
