/**
 * Demo API benchmark page (run by scripts/bench-api.mjs in headless Chromium).
 * 1. Starts the demo API exactly as the console does (service worker, IndexedDB, large data)
 *    and signs in through it: a smoke test of the browser setup.
 * 2. Times the list handlers themselves (MSW's getResponse: routing, auth, permission,
 *    filter/sort/slice and JSON serialisation, no service-worker hop) on the large data set.
 */
import { getResponse } from "msw";
import { startDemoApi } from "@/mocks/browser";
import { startWorker } from "@/mocks/worker-start";
import { tabDataSize, takeDataSwitchFromUrl } from "@/lib/demo-data-switch";
import { db, getDataSize, setDataSize } from "@/mocks/db";
import { handlers } from "@resources/demo";
import { setLatency } from "@/mocks/lib/route";

declare global {
  interface Window {
    __benchResults?: unknown;
    __benchError?: string;
  }
}

const RUNS = Number(new URLSearchParams(location.search).get("runs") ?? 15);
// `?demo-data=large`, read as the console reads it before the demo API starts.
takeDataSwitchFromUrl();

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

async function main() {
  const startedAt = performance.now();
  const demoWorker = new Worker(new URL("../../resources/demo-worker.ts", import.meta.url), {
    type: "module",
  });
  startWorker(demoWorker, { latency: false });
  await startDemoApi(demoWorker);
  const startMs = performance.now() - startedAt;
  setLatency(false);
  // The handlers timed below run in this page on its own copy of the database (the console's run in
  // the demo API's worker): generated here, and signed in here.
  setDataSize(tabDataSize());

  // Lazy generation of the large collections, each timed on its first access.
  const generation: Record<string, number> = {};
  for (const name of [
    "products",
    "users",
    "transactions",
    "prescriptions",
    "walletPoints",
    "userDevices",
  ] as const) {
    const t0 = performance.now();
    db[name].all();
    generation[name] = Math.round(performance.now() - t0);
  }

  const signInRequest = (): RequestInit => ({
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ email: "admin@demo.test", password: "Demo1234!" }),
  });
  const tokenOf = async (answer: Response) =>
    ((await answer.json()) as { payload: { access_token: string } }).payload.access_token;
  const workerToken = await tokenOf(await fetch("/api/auth/signin", signInRequest()));
  const token = await tokenOf(
    (await getResponse(
      handlers,
      new Request(new URL("/api/auth/signin", location.origin), signInRequest()),
    ))!,
  );
  const worker: number[] = [];
  let workerAnswer = { payload: { count: 0 } };
  for (let i = 0; i < 7; i++) {
    const t0 = performance.now();
    const viaWorker = await fetch(`/api/products?_start=${i * 20}&_end=${i * 20 + 20}`, {
      headers: { Authorization: `Bearer ${workerToken}` },
    });
    workerAnswer = (await viaWorker.json()) as { payload: { count: number } };
    worker.push(performance.now() - t0);
  }

  const dayAgo = (days: number) => {
    const date = new Date(Date.now() - days * 86_400_000);
    return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, "0")}-${String(date.getDate()).padStart(2, "0")}`;
  };
  const time = async (path: string) => {
    const request = new Request(new URL(`/api${path}`, location.origin), {
      headers: { Authorization: `Bearer ${token}` },
    });
    const t0 = performance.now();
    const response = await getResponse(handlers, request);
    const body = await response!.text();
    const ms = performance.now() - t0;
    if (response!.status !== 200)
      throw new Error(`${path}: ${response!.status} ${body.slice(0, 200)}`);
    // A dashboard's answer sums every order of the outlet: its "matches" are the orders read.
    const count = (JSON.parse(body) as { payload: { count?: number } }).payload.count;
    return { ms, count: count ?? db.transactions.all().length };
  };

  /** [label, path]: the collection is the path's first segment. */
  const scenarios: [string, string][] = [
    ["page 1 (20, newest first)", "/products?_start=0&_end=20"],
    ["page 250 (20)", "/products?_start=4980&_end=5000"],
    ["sort by price", "/products?_start=0&_end=20&_sort=price&_order=asc"],
    [
      "sort by type, then name",
      "/products?_start=0&_end=20&_sort=productType,productName&_order=asc,desc",
    ],
    ["filter type + status", "/products?_start=0&_end=20&productType=LENSA&status=ACTIVE"],
    [
      "filter price range + store",
      "/products?_start=0&_end=20&price_gte=500000&price_lte=1500000&stocks.storeId=str-3",
    ],
    ["search q=progresif", "/products?_start=0&_end=20&q=progresif"],
    [
      "search + filter + sort",
      "/products?_start=0&_end=20&q=lensa&brandId=brd-3&_sort=price&_order=desc",
    ],
    ["page 1 (20, newest first)", "/transactions?_start=0&_end=20"],
    ["page 2500 (20)", "/transactions?_start=49980&_end=50000"],
    ["sort by total", "/transactions?_start=0&_end=20&_sort=total&_order=desc"],
    [
      "sort by status, then date",
      "/transactions?_start=0&_end=20&_sort=status,createdAt&_order=asc,desc",
    ],
    ["filter status + store", "/transactions?_start=0&_end=20&status=COMPLETED&storeId=str-3"],
    [
      "filter date range",
      `/transactions?_start=0&_end=20&createdAt_gte=${new Date(Date.now() - 30 * 86_400_000).toISOString()}`,
    ],
    ["search q=siti", "/transactions?_start=0&_end=20&q=siti"],
    [
      "search + filter + sort",
      "/transactions?_start=0&_end=20&q=trx0001&status=COMPLETED&_sort=total&_order=asc",
    ],
    ["summary (every outlet)", "/dashboard/summary"],
    ["summary (one brand)", "/dashboard/summary?brandId=brd-2"],
    ["trend, last 30 days", "/dashboard/trend"],
    [
      "trend, a year by store",
      `/dashboard/trend?from=${dayAgo(364)}&to=${dayAgo(0)}&storeId=str-3`,
    ],
    ["points (every outlet)", "/dashboard/points"],
  ];
  const rows = [];
  for (const [label, path] of scenarios) {
    const collection = path.split(/[/?]/)[1];
    const cold = await time(path);
    const warm: number[] = [];
    for (let i = 0; i < RUNS; i++) warm.push((await time(path)).ms);
    rows.push({
      collection,
      label,
      path,
      count: cold.count,
      coldMs: cold.ms,
      medianMs: median(warm),
      maxMs: Math.max(...warm),
    });
  }
  window.__benchResults = {
    dataSize: getDataSize(),
    startMs: Math.round(startMs),
    workerCount: workerAnswer.payload.count,
    workerMedianMs: Math.round(median(worker) * 10) / 10,
    sizes: {
      products: db.products.all().length,
      customers: db.users.all().length,
      transactions: db.transactions.all().length,
    },
    generation,
    runs: RUNS,
    rows,
    userAgent: navigator.userAgent,
  };
  document.getElementById("out")!.textContent = JSON.stringify(window.__benchResults, null, 2);
}

main().catch((error: unknown) => {
  window.__benchError = error instanceof Error ? `${error.message}\n${error.stack}` : String(error);
  document.getElementById("out")!.textContent = window.__benchError;
});
