import { spawn } from "node:child_process";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { createDemoBackend } from "../../../scripts/demo-backend/entry";
import { DEMO_PASSWORD } from "../mocks/api";

/**
 * `npm run contract:check` against the demo API served by Node (what `npm run serve:real` answers):
 * it must pass; and against the same backend with one answer broken on purpose: it must fail and
 * name the broken fields.
 */
vi.setConfig({ testTimeout: 120_000 });

type Tamper = (path: string, body: { payload?: unknown }) => void;

function serve(tamper?: Tamper): Promise<{ url: string; close: () => Promise<void> }> {
  const handle = createDemoBackend();
  const server: Server = createServer(async (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers))
      if (typeof value === "string") headers.set(name, value);
    const request = new Request(`http://127.0.0.1${req.url}`, {
      method: req.method,
      headers,
      body: req.method === "GET" || !chunks.length ? undefined : Buffer.concat(chunks),
    });
    const response = await handle(request);
    let text = await response.text();
    const path = new URL(request.url).pathname.replace(/^\/api/, "");
    if (tamper && response.ok) {
      const body = JSON.parse(text);
      tamper(path, body);
      text = JSON.stringify(body);
    }
    res.writeHead(response.status, { "content-type": "application/json" });
    res.end(text);
  });
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () =>
      resolve({
        url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`,
        close: () => new Promise((done) => server.close(() => done())),
      }),
    ),
  );
}

function check(api: string): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      [
        "scripts/contract-check.mjs",
        "--api",
        api,
        "--email",
        "admin@demo.test",
        "--password",
        DEMO_PASSWORD,
      ],
      { stdio: ["ignore", "pipe", "pipe"] },
    );
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.on("close", (code) => resolve({ code: code ?? 1, output }));
  });
}

describe("npm run contract:check", () => {
  it("passes against the demo API served by Node, one line per endpoint and a summary", async () => {
    const backend = await serve();
    try {
      const { code, output } = await check(backend.url);
      expect(output).toMatch(/✓ POST \/auth\/signin: matches/);
      expect(output).toMatch(/✓ GET \/users\/me: matches/);
      expect(output).toMatch(/✓ GET \/products: matches/);
      expect(output).toMatch(/✓ GET \/products\/\{id\}: matches/);
      expect(output).toMatch(/✓ GET \/my-notifications: matches/);
      expect(output).not.toMatch(/✗/);
      expect(output).toMatch(/\d+ endpoints: \d+ match, 0 do not, \d+ skipped\./);
      expect(code).toBe(0);
    } finally {
      await backend.close();
    }
  });

  it("fails against a broken answer and names the broken fields", async () => {
    const backend = await serve((path, body) => {
      if (path !== "/product/brands") return;
      const payload = body.payload as { results: Record<string, unknown>[]; count: unknown };
      for (const brand of payload.results) {
        delete brand.brandName;
        brand.storeCount = "three";
        brand.legacyCode = "x";
      }
    });
    try {
      const { code, output } = await check(backend.url);
      const line = output.split("\n").find((text) => text.includes("GET /product/brands:")) ?? "";
      expect(line).toMatch(/^✗/);
      expect(line).toContain("missing results[].brandName");
      expect(line).toContain("results[].storeCount is string, expected integer");
      expect(line).toContain("extra results[].legacyCode");
      expect(output).toMatch(/✓ GET \/stores: matches/);
      expect(output).toMatch(/\d+ endpoints: \d+ match, 1 do not/);
      expect(output).toContain("The backend does not follow the contract.");
      expect(code).toBe(1);
    } finally {
      await backend.close();
    }
  });
});
